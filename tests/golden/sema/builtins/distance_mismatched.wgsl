fn f(a: vec3f, b: vec2f) -> f32 { return distance(a, b); }
