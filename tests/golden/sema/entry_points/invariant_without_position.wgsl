struct VOut {
  @builtin(position) pos: vec4f,
  @location(0) @invariant uv: vec2f,
}
@vertex
fn vs() -> VOut {
  return VOut(vec4f(0.0), vec2f(0.0));
}
