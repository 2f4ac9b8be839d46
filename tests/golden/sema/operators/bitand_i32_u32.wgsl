fn f(x: i32) -> u32 {
  return x & 0xffu;
}
