const n = 4;
fn f() -> i32 {
  let n = n + 1;
  return n;
}
