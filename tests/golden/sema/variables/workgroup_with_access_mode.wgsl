var<workgroup, read_write> tile: array<f32, 64>;
