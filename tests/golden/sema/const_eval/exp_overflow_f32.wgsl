const e = exp(100.0f);
