var<workgroup> tile: array<f32, 0>;
