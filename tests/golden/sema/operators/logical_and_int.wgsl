fn f(a: bool, n: i32) -> bool {
  return a && n;
}
