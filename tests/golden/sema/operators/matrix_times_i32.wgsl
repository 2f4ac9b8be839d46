fn f(m: mat3x3f, k: i32) -> mat3x3f {
  return m * k;
}
