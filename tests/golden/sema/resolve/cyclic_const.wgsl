const a: i32 = b + 1;
const b: i32 = a * 2;
