@vertex
fn vs(@builtin(sample_index) si: u32) -> @builtin(position) vec4f {
  return vec4f(f32(si));
}
