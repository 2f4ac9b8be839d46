fn f(v: vec3i) -> vec3f { return normalize(v); }
