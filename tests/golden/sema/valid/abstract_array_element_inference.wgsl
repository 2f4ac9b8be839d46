fn f() -> f32 {
  var a = array(1, 2.0);
  var b = array(1u, 2);
  var c = array(vec2(1, 2), vec2(0.5, 1.5));
  let d = array(1i, 2, 3);
  return a[0] + f32(b[1]) + c[1].y + f32(d[2]);
}
