const a = 0x;
const b = 4294967296u;
const c = 08;
const d = 1e;
