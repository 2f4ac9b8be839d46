fn helper() -> @location(0) vec4f {
  return vec4f(0.0);
}
