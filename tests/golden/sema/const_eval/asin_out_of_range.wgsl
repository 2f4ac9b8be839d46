const angle = asin(-2.0);
