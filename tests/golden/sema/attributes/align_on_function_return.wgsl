fn f() -> @align(16) vec3f {
  return vec3f(0.0);
}
