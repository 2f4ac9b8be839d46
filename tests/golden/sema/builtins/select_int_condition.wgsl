fn f(a: f32, b: f32, c: i32) -> f32 { return select(a, b, c); }
