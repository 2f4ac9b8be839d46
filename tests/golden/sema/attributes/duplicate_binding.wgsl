@group(0) @binding(0) @binding(1) var<storage> data: array<f32>;
