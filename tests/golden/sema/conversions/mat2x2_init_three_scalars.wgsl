const m = mat2x2f(1.0, 0.0, 0.0);
