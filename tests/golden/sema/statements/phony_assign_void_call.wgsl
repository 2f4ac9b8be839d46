fn reset() {}
fn f() {
  _ = reset();
}
