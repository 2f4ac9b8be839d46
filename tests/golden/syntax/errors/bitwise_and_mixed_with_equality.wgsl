fn is_odd(x : u32) -> bool {
  return x & 1u == 1u;
}
