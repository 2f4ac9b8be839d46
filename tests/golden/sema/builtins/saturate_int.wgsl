fn f(x: i32) -> i32 { return saturate(x); }
