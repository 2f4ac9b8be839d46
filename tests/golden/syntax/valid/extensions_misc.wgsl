// Smaller extensions: clip distances, primitive index, subgroup_size attribute.
enable clip_distances;
enable primitive_index;
enable subgroups;
enable subgroup_size_control;

struct VOut {
  @builtin(position) pos : vec4f,
  @builtin(clip_distances) clip : array<f32, 2>,
}

@vertex
fn vs(@builtin(vertex_index) vi : u32) -> VOut {
  var o : VOut;
  o.pos = vec4f(f32(vi), 0.0, 0.0, 1.0);
  o.clip = array(1.0, -1.0);
  return o;
}

@fragment
fn fs(@builtin(primitive_index) prim : u32) -> @location(0) vec4u {
  return vec4u(prim);
}

@compute @workgroup_size(64) @subgroup_size(32)
fn cs() {}

@compute @workgroup_size(64) @subgroup_size(16,)
fn cs_trailing_comma() {}
