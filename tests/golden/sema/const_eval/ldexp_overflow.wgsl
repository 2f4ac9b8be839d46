const l = ldexp(1.0f, 200);
