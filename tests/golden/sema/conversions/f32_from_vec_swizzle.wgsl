fn f(v: vec4f) -> f32 {
  let x: f32 = v.xy;
  return x;
}
