fn f(a : bool) -> bool {
  return a &&;
}
