fn f() -> f32 {
  let scale = 2.0;
  return scale(3.0);
}
