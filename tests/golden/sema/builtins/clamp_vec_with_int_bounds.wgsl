fn f(c: vec3f, lo: i32, hi: i32) -> vec3f { return clamp(c, lo, hi); }
