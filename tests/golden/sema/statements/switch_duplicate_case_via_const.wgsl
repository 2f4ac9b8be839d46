const MODE_A = 4;
fn f(x: i32) -> i32 {
  switch (x) {
    case MODE_A: { return 1; }
    case 4: { return 2; }
    default: { return 0; }
  }
}
