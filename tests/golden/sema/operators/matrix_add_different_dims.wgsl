fn f(a: mat3x3f, b: mat4x4f) -> mat3x3f {
  return a + b;
}
