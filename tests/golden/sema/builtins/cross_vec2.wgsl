fn f(a: vec2f, b: vec2f) -> f32 { return cross(a, b).x; }
