@fragment
fn fs(@location(0) enabled: bool) -> @location(0) vec4f {
  return vec4f(0.0);
}
