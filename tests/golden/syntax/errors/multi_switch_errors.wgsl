fn f(x : i32) -> i32 {
  switch x {
    case: { return 0; }
    default: { return 1; }
  }
}

fn g(x : i32) -> i32 {
  switch x {
    case 1: return 1;
    default { return 0; }
  }
}
