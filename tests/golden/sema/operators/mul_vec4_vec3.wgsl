fn f(c: vec4f, tint: vec3f) -> vec4f {
  return c * tint;
}
