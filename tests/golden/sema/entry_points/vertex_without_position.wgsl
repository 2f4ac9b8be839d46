struct VOut {
  @location(0) uv: vec2f,
}
@vertex
fn vs(@location(0) pos: vec2f) -> VOut {
  return VOut(pos * 0.5 + 0.5);
}
