var<private> a: array<f32, 4.0>;
