fn f(x: u32, y: i32) -> bool {
  return x == y;
}
