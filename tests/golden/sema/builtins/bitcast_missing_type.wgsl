fn f(x: u32) -> f32 { return bitcast(x); }
