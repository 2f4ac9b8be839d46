fn f(v: vec2f, m: mat3x3f) -> vec3f {
  return v * m;
}
