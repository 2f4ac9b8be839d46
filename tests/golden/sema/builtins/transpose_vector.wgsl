fn f(v: vec3f) -> vec3f { return transpose(v); }
