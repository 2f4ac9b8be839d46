fn f(a: vec2f, b: vec3f) -> vec2f { return min(a, b); }
