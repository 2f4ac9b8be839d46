struct CameraData {
  view_proj: mat4x4f,
  normal_matrix: mat3x3f,
  near_far: vec2f,
}

@group(0) @binding(0) var<uniform> cam: CameraData;
var<workgroup> tile_roughness: f32;
@group(1) @binding(0) var base_color_tex: texture_2d<f32>;
@group(1) @binding(1) var normal_tex: texture_2d<f32>;
@group(1) @binding(2) var material_sampler: sampler;

struct VertexIn {
  @location(0) position: vec3f,
  @location(1) normal: vec3f,
  @location(2) tangent: vec4f,
  @location(3) uv: vec2f,
}

struct VertexOut {
  @builtin(position) @invariant clip: vec4f,
  @location(0) normal: vec3f,
  @location(1) tangent: vec3f,
  @location(2) bitangent: vec3f,
  @location(3) @interpolate(perspective, centroid) uv: vec2f,
  @location(4) @interpolate(linear) view_depth: f32,
}

struct GBuffer {
  @location(0) albedo: vec4f,
  @location(1) normal: vec4f,
  @location(2) material: vec2f,
  @builtin(frag_depth) depth: f32,
}

@vertex
fn vs(v: VertexIn) -> VertexOut {
  var o: VertexOut;
  o.clip = cam.view_proj * vec4f(v.position, 1.0);
  o.normal = cam.normal_matrix * v.normal;
  o.tangent = cam.normal_matrix * v.tangent.xyz;
  o.bitangent = cross(o.normal, o.tangent) * v.tangent.w;
  o.uv = v.uv;
  o.view_depth = o.clip.w;
  return o;
}

fn encode_octahedral(n: vec3f) -> vec2f {
  let p = n.xy / (abs(n.x) + abs(n.y) + abs(n.z));
  if (n.z < 0.0) {
    return (1.0 - abs(p.yx)) * select(vec2f(-1.0), vec2f(1.0), p >= vec2f(0.0));
  }
  return p;
}

@fragment
fn fs(in: VertexOut) -> GBuffer {
  let albedo = textureSample(base_color_tex, material_sampler, in.uv);
  let nmap = textureSample(normal_tex, material_sampler, in.uv).xyz * 2.0 - 1.0;
  let tbn = mat3x3f(normalize(in.tangent), normalize(in.bitangent), normalize(in.normal));
  let n = normalize(tbn * nmap);
  var g: GBuffer;
  g.albedo = albedo;
  g.normal = vec4f(encode_octahedral(n) * 0.5 + 0.5, 0.0, 1.0);
  g.material = vec2f(tile_roughness, 0.0);
  g.depth = (in.view_depth - cam.near_far.x) / (cam.near_far.y - cam.near_far.x);
  return g;
}
