@fragment
fn fs(@location(1) uv: vec2f, @location(1) color: vec4f) -> @location(0) vec4f {
  return color;
}
