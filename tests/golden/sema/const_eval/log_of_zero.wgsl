const l = log(0.0);
