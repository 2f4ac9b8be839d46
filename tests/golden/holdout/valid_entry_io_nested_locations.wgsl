struct VertexIn {
  @builtin(vertex_index) vid: u32,
  @location(0) pos: vec3f,
  @location(1) @interpolate(flat) material: u32,
}

struct VertexOut {
  @builtin(position) pos: vec4f,
  @location(0) @interpolate(flat) material: u32,
  @location(1) depth: f32,
}

struct FragOut {
  @location(0) color: vec4f,
  @location(1) id: vec2u,
  @builtin(frag_depth) depth: f32,
  @builtin(sample_mask) mask: u32,
}

@group(0) @binding(0) var<uniform> mvp: mat4x4f;
@group(0) @binding(1) var<storage, read> material_colors: array<vec4f>;

@vertex
fn vs(v: VertexIn, @builtin(instance_index) inst: u32) -> VertexOut {
  let p = mvp * vec4f(v.pos + vec3f(f32(inst), 0.0, 0.0), 1.0);
  return VertexOut(p, v.material, p.z / p.w);
}

@fragment
fn fs(in: VertexOut, @builtin(sample_mask) cov: u32, @builtin(front_facing) ff: bool) -> FragOut {
  var o: FragOut;
  o.color = material_colors[in.material];
  o.id = vec2u(in.material, select(0u, 1u, ff));
  o.depth = in.depth;
  o.mask = cov;
  return o;
}
