fn f(x: i32) -> bool {
  return !x;
}
