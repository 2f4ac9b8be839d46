struct VIn {
  @location(0) pos: vec3f,
  @location(1) uv: vec2f,
  @location(2) material: u32,
  @builtin(instance_index) instance: u32,
}
struct VOut {
  @builtin(position) @invariant clip: vec4f,
  @location(0) uv: vec2f,
  @location(1) @interpolate(flat) material: u32,
  @location(2) @interpolate(linear, centroid) depth: f32,
  @location(3) @interpolate(perspective, sample) tint: vec3f,
}
@vertex
fn vs(v: VIn) -> VOut {
  let offset = vec3f(f32(v.instance) * 2.0, 0.0, 0.0);
  let clip = vec4f(v.pos + offset, 1.0);
  return VOut(clip, v.uv, v.material, clip.z, vec3f(1.0));
}
struct FOut {
  @location(0) color: vec4f,
  @location(1) ids: vec4u,
  @builtin(frag_depth) depth: f32,
}
@fragment
fn fs(in: VOut, @builtin(front_facing) ff: bool, @builtin(sample_mask) mask: u32) -> FOut {
  let c = select(vec3f(0.2), in.tint, ff);
  return FOut(vec4f(c * in.uv.x, 1.0), vec4u(in.material, mask, 0u, 0u), in.depth);
}
