const s = 3i << 30u;
