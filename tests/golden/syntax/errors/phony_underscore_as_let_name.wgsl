fn compute() -> i32 {
  return 4;
}
fn main() {
  let _ = compute();
}
