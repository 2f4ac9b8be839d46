fn f(a : bool) -> bool {
  return not a;
}
