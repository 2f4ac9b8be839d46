fn f(a: i32, b: i32, t: f32) -> i32 { return mix(a, b, t); }
