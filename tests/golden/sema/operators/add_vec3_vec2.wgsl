fn f(a: vec3f, b: vec2f) -> vec3f {
  return a + b;
}
