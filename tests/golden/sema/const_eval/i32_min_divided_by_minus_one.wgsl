const a = -2147483647i - 1i;
const b = a / -1i;
