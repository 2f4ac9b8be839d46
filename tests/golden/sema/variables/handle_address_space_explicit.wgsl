@group(0) @binding(0) var<handle> tex: texture_2d<f32>;
