fn f(x: i32) -> i32 {
  var r = 0;
  switch (x) {
    case 0: { r = 1; }
    case 1: { r = 2; }
  }
  return r;
}
