fn helper(@location(0) uv: vec2f) -> vec2f {
  return uv;
}
