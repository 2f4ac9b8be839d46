fn shade(n: vec3f) -> vec4f {
  return n * 0.5;
}
