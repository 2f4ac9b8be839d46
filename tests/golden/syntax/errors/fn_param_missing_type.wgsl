fn square(x) -> f32 {
  return x * x;
}
