fn f(x: f32) -> f32 { return countOneBits(x); }
