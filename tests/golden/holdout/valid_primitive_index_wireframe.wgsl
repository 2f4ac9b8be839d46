enable primitive_index;

@group(0) @binding(0) var<storage, read> palette: array<vec4<f32>, 16>;

struct FragIn {
  @builtin(position) pos: vec4<f32>,
  @location(0) barycentric: vec3<f32>,
}

@fragment
fn fs(in: FragIn, @builtin(primitive_index) prim: u32) -> @location(0) vec4<f32> {
  let d = fwidth(in.barycentric);
  let edge = smoothstep(vec3<f32>(0.0), d * 1.5, in.barycentric);
  let wire = 1.0 - min(min(edge.x, edge.y), edge.z);
  let base = palette[prim % 16u];
  return mix(base, vec4<f32>(1.0), wire);
}
