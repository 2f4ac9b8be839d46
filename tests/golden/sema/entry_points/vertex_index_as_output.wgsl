struct VOut {
  @builtin(position) pos: vec4f,
  @builtin(vertex_index) vi: u32,
}
@vertex
fn vs(@builtin(vertex_index) vi: u32) -> VOut {
  return VOut(vec4f(0.0), vi);
}
