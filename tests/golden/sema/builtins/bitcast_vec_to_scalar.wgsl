fn f(x: vec2u) -> f32 { return bitcast<f32>(x); }
