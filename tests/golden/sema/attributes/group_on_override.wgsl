@group(0) override scale: f32 = 1.0;
