fn f(x: f32) -> f32 { return clamp(x, 0.0); }
