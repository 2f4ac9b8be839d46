var<private> values: array<f32>;
