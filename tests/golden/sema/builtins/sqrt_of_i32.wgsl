fn f(n: i32) -> f32 { return sqrt(n); }
