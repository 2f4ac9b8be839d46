@fragment
fn fs(@location(0) material_id: u32) -> @location(0) vec4f {
  return vec4f(f32(material_id));
}
