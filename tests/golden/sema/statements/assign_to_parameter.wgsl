fn clamp01(x: f32) -> f32 {
  x = clamp(x, 0.0, 1.0);
  return x;
}
