fn f(bits: i32) -> vec2f { return unpack2x16float(bits); }
