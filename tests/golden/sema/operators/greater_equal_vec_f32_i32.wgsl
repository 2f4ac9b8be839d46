fn f(a: vec2f, b: vec2i) -> vec2<bool> {
  return a >= b;
}
