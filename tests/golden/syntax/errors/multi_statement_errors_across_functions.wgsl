fn f(x : i32) -> i32 {
  if (x < 0) return 0;
  return x;
}

fn g() {
  var i = 0;
  loop {
    break
  }
}

fn h() {
  for (var i = 0, i < 4, i++) {
  }
}
