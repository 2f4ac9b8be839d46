const a = 1u;
const b = 123;
const c = 0;
const d = 0i;
