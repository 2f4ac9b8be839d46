fn f(mask: vec3<bool>, s: f32) -> vec3f {
  return vec3f(mask * s);
}
