const inf = 1.0 / 0.0;
