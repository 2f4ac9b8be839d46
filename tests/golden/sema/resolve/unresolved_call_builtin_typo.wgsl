fn norm(v: vec3f) -> f32 {
  return lenght(v);
}
