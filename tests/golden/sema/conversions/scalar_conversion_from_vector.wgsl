fn f(uv: vec2f) -> f32 {
  return f32(uv);
}
