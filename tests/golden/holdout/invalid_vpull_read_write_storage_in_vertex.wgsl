struct PackedVertex {
  px: f32, py: f32, pz: f32,
  nx: f32, ny: f32, nz: f32,
  u: f32, v: f32,
}

struct Mesh {
  model: mat4x4<f32>,
  base_vertex: u32,
}

@group(0) @binding(0) var<storage, read_write> vertices: array<PackedVertex>;
@group(0) @binding(1) var<storage, read> indices: array<u32>;
@group(0) @binding(2) var<storage, read> meshes: array<Mesh>;
@group(0) @binding(3) var<uniform> view_proj: mat4x4<f32>;

struct Varyings {
  @builtin(position) clip: vec4<f32>,
  @location(0) normal: vec3<f32>,
  @location(1) uv: vec2<f32>,
}

@vertex
fn vs_pull(@builtin(vertex_index) vid: u32, @builtin(instance_index) iid: u32) -> Varyings {
  let mesh = meshes[iid];
  let idx = indices[vid] + mesh.base_vertex;
  let pv = vertices[idx];
  let world = mesh.model * vec4<f32>(pv.px, pv.py, pv.pz, 1.0);
  var o: Varyings;
  o.clip = view_proj * world;
  o.normal = (mesh.model * vec4<f32>(pv.nx, pv.ny, pv.nz, 0.0)).xyz;
  o.uv = vec2<f32>(pv.u, pv.v);
  return o;
}

@fragment
fn fs_normals(v: Varyings) -> @location(0) vec4<f32> {
  return vec4<f32>(normalize(v.normal) * 0.5 + 0.5, 1.0);
}
