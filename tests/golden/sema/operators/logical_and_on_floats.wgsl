fn f(a: f32, b: f32) -> bool {
  return a && b;
}
