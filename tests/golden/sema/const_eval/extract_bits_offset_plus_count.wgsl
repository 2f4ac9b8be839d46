const bits = extractBits(0xffu, 30u, 4u);
