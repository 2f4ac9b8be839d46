fn f(v: vec3i, m: mat3x3f) -> vec3f {
  return v * m;
}
