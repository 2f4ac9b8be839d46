fn add(a: i32, a: i32) -> i32 {
  return a;
}
