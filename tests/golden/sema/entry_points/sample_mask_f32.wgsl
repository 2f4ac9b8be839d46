@fragment
fn fs(@builtin(sample_mask) mask: f32) -> @location(0) vec4f {
  return vec4f(mask);
}
