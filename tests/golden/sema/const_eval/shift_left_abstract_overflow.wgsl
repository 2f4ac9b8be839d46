const s = 1 << 63;
