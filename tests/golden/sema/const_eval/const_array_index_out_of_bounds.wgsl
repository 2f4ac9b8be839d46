const weights = array(0.1, 0.2, 0.3, 0.4);
fn f() -> f32 {
  return weights[4];
}
