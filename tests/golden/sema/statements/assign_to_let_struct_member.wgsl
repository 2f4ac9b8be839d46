struct P { x: f32, y: f32 }
fn f() {
  let p = P(1.0, 2.0);
  p.x = 3.0;
}
