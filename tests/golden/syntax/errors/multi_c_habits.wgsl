struct S {
  a : f32;
  b : f32;
}

fn f(x : i32) -> i32 {
  if (x > 0) return 1;
  return 0;
}

fn g() {
  int y = 2;
}
