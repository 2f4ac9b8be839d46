fn f(uv: vec2f) -> f32 {
  return uv.z;
}
