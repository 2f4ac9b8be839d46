fn f(a : bool, b : bool, c : bool) -> bool {
  return a && b || c;
}

fn g(x : u32) -> u32 {
  return x & 1u | 2u;
}

fn h(x : i32) -> i32 {
  return (x + 1;
}
