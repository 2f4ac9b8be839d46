var<private> weights: array<f32, 4>;
fn f() -> f32 {
  return weights(0);
}
