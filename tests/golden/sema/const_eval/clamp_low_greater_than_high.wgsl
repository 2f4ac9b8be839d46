const c = clamp(1, 3, 2);
