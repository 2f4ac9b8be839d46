@fragment
fn main(@location(0) alpha : f32) -> @location(0) vec4f {
  if alpha < 0.5 {
    discard
  }
  return vec4f(alpha);
}
