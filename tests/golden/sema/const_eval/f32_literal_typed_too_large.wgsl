const FLT_BIG: f32 = 1e39;
