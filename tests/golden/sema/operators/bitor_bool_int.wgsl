fn f(a: bool, flags: u32) -> u32 {
  return a | flags;
}
