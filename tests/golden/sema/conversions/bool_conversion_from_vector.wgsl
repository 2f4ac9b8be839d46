fn f(v: vec2f) -> bool {
  return bool(v);
}
