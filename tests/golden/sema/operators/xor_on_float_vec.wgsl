fn f(a: vec2f, b: vec2f) -> vec2f {
  return a ^ b;
}
