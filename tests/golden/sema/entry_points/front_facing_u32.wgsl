@fragment
fn fs(@builtin(front_facing) ff: u32) -> @location(0) vec4f {
  return vec4f(f32(ff));
}
