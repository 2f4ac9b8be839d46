fn (a : i32) -> i32 {
  return a;
}
