@group(0) @binding(1) var<storage> weights: array<f32>;
