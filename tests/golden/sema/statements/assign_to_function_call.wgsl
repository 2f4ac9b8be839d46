fn g() -> f32 { return 1.0; }
fn f() {
  g() = 2.0;
}
