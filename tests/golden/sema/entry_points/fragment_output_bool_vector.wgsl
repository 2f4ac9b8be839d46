@fragment
fn fs() -> @location(0) vec4<bool> {
  return vec4<bool>(true);
}
