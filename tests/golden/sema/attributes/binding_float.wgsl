@group(0) @binding(1.0) var<storage> data: array<f32>;
