var<private> v: vec2<i32, f32>;
