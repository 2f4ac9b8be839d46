struct VOut {
  @builtin(position) pos: vec4f,
  @builtin(frag_depth) depth: f32,
}
@vertex
fn vs() -> VOut {
  return VOut(vec4f(0.0), 0.5);
}
