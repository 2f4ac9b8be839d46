struct VOut {
  @builtin(position) pos: vec4f,
  @builtin(clip_distances) clip: array<f32, 2>,
}
@vertex
fn vs() -> VOut {
  return VOut(vec4f(0.0), array<f32, 2>(1.0, 1.0));
}
