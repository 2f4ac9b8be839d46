fn f(x: u32, s: i32) -> u32 {
  return x << s;
}
