fn f(a: vec2<bool>, b: vec2<bool>) -> vec2<bool> {
  return a || b;
}
