const ZERO = 0;
const BAD: u32 = ZERO - 1;
