fn f(n: vec3f, l: vec4f) -> f32 { return dot(n, l); }
