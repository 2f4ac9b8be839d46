struct VOut {
  @builtin(position) pos: vec4f,
  @location(0) id: u32,
}
@vertex
fn vs(@builtin(instance_index) ii: u32) -> VOut {
  return VOut(vec4f(0.0), ii);
}
