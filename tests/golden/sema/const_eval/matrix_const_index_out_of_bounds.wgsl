fn translation(m: mat4x4f) -> vec4f {
  return m[4];
}
