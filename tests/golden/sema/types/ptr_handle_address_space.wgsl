fn sample_it(t: ptr<handle, texture_2d<f32>>) {}
