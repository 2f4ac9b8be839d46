const big = f32(1e40);
