enable dual_source_blending;
struct FragOut {
  @location(0) @blend_src(0) color: vec4f,
}
@fragment
fn fs() -> FragOut {
  return FragOut(vec4f(1.0));
}
