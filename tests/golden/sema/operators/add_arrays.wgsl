fn f(a: array<f32, 3>, b: array<f32, 3>) -> array<f32, 3> {
  return a + b;
}
