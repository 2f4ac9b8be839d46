const r = sqrt(-4.0);
