fn blend(a: f32, mode: i32) -> f32 { return a; }
fn f() -> f32 {
  return blend(1.0, 0.5);
}
