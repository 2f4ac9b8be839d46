fn blend(a: vec3f, b: vec3f, t: f32) -> vec3f {
  return lerp(a, b, t);
}
