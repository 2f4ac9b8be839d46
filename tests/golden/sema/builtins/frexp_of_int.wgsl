fn f(x: i32) -> f32 { return frexp(x).fract; }
