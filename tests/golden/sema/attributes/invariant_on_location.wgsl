@fragment
fn fs(@location(0) @invariant uv: vec2f) -> @location(0) vec4f {
  return vec4f(uv, 0.0, 1.0);
}
