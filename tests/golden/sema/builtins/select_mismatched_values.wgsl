fn f(a: i32, b: u32, c: bool) -> u32 { return select(a, b, c); }
