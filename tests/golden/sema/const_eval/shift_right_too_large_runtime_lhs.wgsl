fn hi(x: u32) -> u32 {
  return x >> 32u;
}
