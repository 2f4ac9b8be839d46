@group(0) @binding(0) var<uniform> tex: texture_2d<f32>;
