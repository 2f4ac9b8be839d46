fn f(i: vec3f, n: vec3f) -> vec3f { return refract(i, n); }
