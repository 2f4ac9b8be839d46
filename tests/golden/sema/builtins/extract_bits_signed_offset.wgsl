fn f(x: u32, off: i32) -> u32 { return extractBits(x, off, 4u); }
