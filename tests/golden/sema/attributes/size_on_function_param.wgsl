fn f(@size(16) x: f32) {}
