var<private> x: i32<f32>;
