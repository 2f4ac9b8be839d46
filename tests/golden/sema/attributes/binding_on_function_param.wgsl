fn f(@binding(0) x: u32) {}
