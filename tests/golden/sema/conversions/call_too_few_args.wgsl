fn saxpy(a: f32, x: f32, y: f32) -> f32 { return a * x + y; }
fn f() -> f32 {
  return saxpy(2.0, 3.0);
}
