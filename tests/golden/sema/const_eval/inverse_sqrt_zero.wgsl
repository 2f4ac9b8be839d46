const k = inverseSqrt(0.0);
