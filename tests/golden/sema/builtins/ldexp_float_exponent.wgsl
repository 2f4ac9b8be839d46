fn f(x: f32, e: f32) -> f32 { return ldexp(x, e); }
