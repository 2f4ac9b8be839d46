fn f() {
  let class = 1;
}

fn g() {
  let static = 2;
}

fn h() {
  var __x = 3;
}
