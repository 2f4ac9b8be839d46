fn f(a: f32, b: f32) -> f32 {
  let max = 10.0;
  return max(a, b);
}
