@group(0) @binding(0) var s: sampler<f32>;
