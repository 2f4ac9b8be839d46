const mask = 1u << 32u;
