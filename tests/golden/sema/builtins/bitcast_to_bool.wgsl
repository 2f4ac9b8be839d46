fn f(x: u32) -> bool { return bitcast<bool>(x); }
