fn f(x: i32) -> i32 {
  if (x) {
    return 1;
  }
  return 0;
}
