fn f(x: u32) -> u32 {
  return -x;
}
