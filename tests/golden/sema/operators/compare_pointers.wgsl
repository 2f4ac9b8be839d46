fn f() -> bool {
  var a = 1;
  var b = 2;
  return &a == &b;
}
