struct FragOut {
  @location(0) color: vec4f,
  bloom: vec4f,
}
@fragment
fn fs() -> FragOut {
  return FragOut(vec4f(1.0), vec4f(0.0));
}
