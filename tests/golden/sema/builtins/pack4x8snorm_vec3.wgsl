fn f(c: vec3f) -> u32 { return pack4x8snorm(c); }
