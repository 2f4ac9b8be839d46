@must_use @must_use
fn area(w: f32, h: f32) -> f32 { return w * h; }
