@fragment
fn fs(@builtin(primitive_index) prim: u32) -> @location(0) vec4f {
  return vec4f(f32(prim));
}
