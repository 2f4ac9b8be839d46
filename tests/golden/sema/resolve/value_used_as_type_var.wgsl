var<private> buffer: array<f32, 4>;
fn f(x: buffer) {}
