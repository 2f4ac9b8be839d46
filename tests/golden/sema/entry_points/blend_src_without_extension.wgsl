struct FragOut {
  @location(0) @blend_src(0) color: vec4f,
  @location(0) @blend_src(1) blend: vec4f,
}
@fragment
fn fs() -> FragOut {
  return FragOut(vec4f(1.0), vec4f(0.5));
}
