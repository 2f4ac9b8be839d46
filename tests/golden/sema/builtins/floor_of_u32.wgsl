fn f(n: u32) -> u32 { return floor(n); }
