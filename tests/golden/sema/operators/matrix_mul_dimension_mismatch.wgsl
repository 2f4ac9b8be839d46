fn f(a: mat2x3f, b: mat2x3f) -> mat2x3f {
  return a * b;
}
