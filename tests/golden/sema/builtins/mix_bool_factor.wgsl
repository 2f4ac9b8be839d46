fn f(a: vec3f, b: vec3f, use_b: bool) -> vec3f { return mix(a, b, use_b); }
