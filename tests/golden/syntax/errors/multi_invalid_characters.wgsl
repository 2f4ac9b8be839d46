fn f() {
  let $a = 1;
}

fn g() {
  let b = `2`;
}

fn h() {
  let c€ = 3;
}
