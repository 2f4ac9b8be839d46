@group(-1) @binding(0) var<storage> data: array<f32>;
