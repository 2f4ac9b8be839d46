fn f(a: vec3f, b: vec3f) -> bool {
  if (a == b) {
    return true;
  }
  return false;
}
