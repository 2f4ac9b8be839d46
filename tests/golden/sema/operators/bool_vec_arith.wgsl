fn f(a: vec3<bool>, b: vec3<bool>) -> vec3<bool> {
  return a + b;
}
