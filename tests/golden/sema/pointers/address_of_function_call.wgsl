fn make() -> f32 { return 1.0; }
fn f() {
  let p = &make();
}
