fn reset(p: ptr<function, array<f32, 8>>) { *p = array<f32, 8>(); }
fn f() {
  var a: array<f32, 4>;
  reset(&a);
}
