fn a(x) -> i32 {
  return 1;
}

fn b(x i32) -> i32 {
  return x;
}

fn c() -> {
  return;
}

fn d() : i32 {
  return 1;
}
