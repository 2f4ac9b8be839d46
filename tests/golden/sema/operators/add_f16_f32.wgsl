enable f16;
fn f(a: f16, b: f32) -> f32 {
  return f32(a + b);
}
