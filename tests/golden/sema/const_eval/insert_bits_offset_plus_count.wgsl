const bits = insertBits(0u, 1u, 16u, 20u);
