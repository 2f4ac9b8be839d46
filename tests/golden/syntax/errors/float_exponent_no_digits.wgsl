const big = 1e;
