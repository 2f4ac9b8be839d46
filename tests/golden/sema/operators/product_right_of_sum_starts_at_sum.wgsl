// Tint places a product on the right of + or - where the whole sum starts, so the operator
// error of `m * 3u` is reported at `1u`; a product that begins with a prefix operator keeps its own
// start.
fn f() {
  var m: mat2x2<f32>;
  let x = 1u + m * 3u;
}
fn g() {
  var m: mat2x2<f32>;
  let x = 1u + -m * 3u;
}
