fn f(a: vec4f, b: vec4f, c: vec4f) -> mat3x3f {
  return mat3x3f(a, b, c);
}
