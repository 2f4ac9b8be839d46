fn f(a: vec3f, b: vec3f) {
  dot(a, b);
}
