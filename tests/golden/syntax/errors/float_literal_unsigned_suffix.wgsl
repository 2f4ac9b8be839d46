const x = 1.5u;
