fn f(a: vec3f, b: vec4f) -> bool {
  return all(a == b);
}
