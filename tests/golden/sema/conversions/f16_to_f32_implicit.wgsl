enable f16;
fn f(h: f16) -> f32 {
  let x: f32 = h;
  return x;
}
