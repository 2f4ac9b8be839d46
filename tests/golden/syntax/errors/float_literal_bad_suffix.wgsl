const x = 1.0z;
