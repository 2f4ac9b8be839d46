struct S { x: i32 }
fn f(s: S) -> i32 {
  return i32(s);
}
