fn f(m: mat2x3f) -> f32 { return determinant(m); }
