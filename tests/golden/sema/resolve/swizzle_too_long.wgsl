fn f(v: vec4f) -> f32 {
  let w = v.xyzwx;
  return w.x;
}
