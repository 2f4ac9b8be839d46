fn f(m: mat2x2f) -> mat2x2f {
  return m % 2.0f;
}
