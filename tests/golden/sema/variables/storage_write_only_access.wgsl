@group(0) @binding(0) var<storage, write> out: array<f32>;
