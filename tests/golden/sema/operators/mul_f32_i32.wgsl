fn f(x: f32, n: i32) -> f32 {
  return x * n;
}
