@group(0) @binding(3) var<workgroup> tile: array<f32, 64>;
