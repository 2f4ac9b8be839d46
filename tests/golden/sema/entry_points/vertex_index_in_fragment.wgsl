@fragment
fn fs(@builtin(vertex_index) vi: u32) -> @location(0) vec4f {
  return vec4f(f32(vi));
}
