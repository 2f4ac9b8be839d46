fn f(a: vec3f, b: vec2f) -> vec4f {
  return vec4f(a, b);
}
