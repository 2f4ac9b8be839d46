const a = 0x123;
const b = 0X123u;
const c = 0x3f;
