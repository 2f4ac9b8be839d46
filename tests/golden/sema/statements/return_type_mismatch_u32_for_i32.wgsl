fn index_of(x: u32) -> i32 {
  return x;
}
