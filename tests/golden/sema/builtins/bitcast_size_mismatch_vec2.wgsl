fn f(x: u32) -> vec2f { return bitcast<vec2f>(x); }
