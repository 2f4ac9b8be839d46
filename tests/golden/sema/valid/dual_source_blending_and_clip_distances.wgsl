enable dual_source_blending;
enable clip_distances;

struct VOut {
  @builtin(position) pos: vec4f,
  @builtin(clip_distances) clip: array<f32, 2>,
}
@vertex
fn vs(@builtin(vertex_index) vi: u32) -> VOut {
  let p = vec4f(f32(vi), 0.0, 0.0, 1.0);
  return VOut(p, array<f32, 2>(p.x, -p.x));
}

struct FOut {
  @location(0) @blend_src(0) color: vec4f,
  @location(0) @blend_src(1) blend: vec4f,
}
@fragment
fn fs() -> FOut {
  return FOut(vec4f(1.0), vec4f(0.5));
}
