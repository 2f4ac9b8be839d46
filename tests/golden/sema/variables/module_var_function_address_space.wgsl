var<function> scratch: array<f32, 16>;
