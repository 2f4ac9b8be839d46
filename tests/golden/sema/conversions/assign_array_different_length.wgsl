fn f() {
  var a: array<f32, 4>;
  let b = array<f32, 3>(1.0, 2.0, 3.0);
  a = b;
}
