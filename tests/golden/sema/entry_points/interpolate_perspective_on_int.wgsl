@fragment
fn fs(@location(0) @interpolate(perspective) id: i32) -> @location(0) vec4f {
  return vec4f(f32(id));
}
