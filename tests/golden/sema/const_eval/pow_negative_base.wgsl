const p = pow(-2.0, 0.5);
