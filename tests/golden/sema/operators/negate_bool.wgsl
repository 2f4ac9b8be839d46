fn f(b: bool) -> bool {
  return -b;
}
