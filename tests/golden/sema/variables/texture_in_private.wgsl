var<private> tex: texture_2d<f32>;
