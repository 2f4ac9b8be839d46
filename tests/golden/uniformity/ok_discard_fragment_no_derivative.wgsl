@fragment fn main(@location(0) uv: vec2f) -> @location(0) vec4f {
  if (uv.x < 0.1) {
    discard;
  }
  return vec4f(uv, 0, 1);
}
