@foo
fn helper() -> f32 {
  return 1.0;
}
