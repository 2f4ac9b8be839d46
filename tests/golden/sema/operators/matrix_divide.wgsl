fn f(a: mat2x2f, b: mat2x2f) -> mat2x2f {
  return a / b;
}
