@id(1.5) override scale: f32 = 1.0;
