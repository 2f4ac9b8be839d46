fn scale(x: float) -> f32 {
  return x * 2.0;
}
