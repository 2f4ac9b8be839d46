var<private> x: array<4>;
