var<private> x: vec2<f32 - 1>;
