var tex: texture_2d<f32>;
