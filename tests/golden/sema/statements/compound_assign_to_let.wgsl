fn f(x: f32) -> f32 {
  let total = 0.0;
  total += x;
  return total;
}
