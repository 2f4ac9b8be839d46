fn sum(p: ptr<function, array<f32>>) -> f32 {
  return p[0];
}
