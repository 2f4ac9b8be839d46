const l = log2(-8.0);
