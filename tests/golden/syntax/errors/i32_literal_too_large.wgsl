const m = 2147483648i;
