fn half(x: i32) -> i32 {
  return 0.5;
}
