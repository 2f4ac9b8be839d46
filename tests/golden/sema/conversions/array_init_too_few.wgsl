const kernel = array<f32, 3>(0.25, 0.5);
