fn luminance(c: vec3f) -> f32 {
  if (all(c == vec3f(0.0))) {
    return;
  }
  return dot(c, vec3f(0.2126, 0.7152, 0.0722));
}
