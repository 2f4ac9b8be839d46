fn f(x: i32) -> f32 { return length(x); }
