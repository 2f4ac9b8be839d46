@fragment @workgroup_size(8, 8)
fn fs() -> @location(0) vec4f {
  return vec4f(1.0);
}
