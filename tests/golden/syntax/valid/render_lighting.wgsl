// Vertex + fragment shader pair: textured geometry lit by point lights (after the spec intro).
struct Camera {
  view_proj : mat4x4f,
  position : vec3f,
}

struct PointLight {
  position : vec3f,
  color : vec3f,
}

struct LightStorage {
  count : u32,
  lights : array<PointLight>,
}

struct VertexIn {
  @location(0) position : vec3f,
  @location(1) normal : vec3f,
  @location(2) uv : vec2f,
}

struct VertexOut {
  @builtin(position) clip : vec4f,
  @location(0) world_pos : vec3f,
  @location(1) normal : vec3f,
  @location(2) uv : vec2f,
}

@group(0) @binding(0) var<uniform> camera : Camera;
@group(0) @binding(1) var<storage> light_storage : LightStorage;
@group(1) @binding(0) var base_sampler : sampler;
@group(1) @binding(1) var base_texture : texture_2d<f32>;
@group(1) @binding(2) var shadow_map : texture_depth_2d;
@group(1) @binding(3) var shadow_sampler : sampler_comparison;

@vertex
fn vs_main(in : VertexIn) -> VertexOut {
  var out : VertexOut;
  out.clip = camera.view_proj * vec4f(in.position, 1.0);
  out.world_pos = in.position;
  out.normal = normalize(in.normal);
  out.uv = in.uv;
  return out;
}

@fragment
fn fs_main(in : VertexOut) -> @location(0) vec4f {
  let base = textureSample(base_texture, base_sampler, in.uv);
  let shadow = textureSampleCompare(shadow_map, shadow_sampler, in.uv, 0.5);
  let n = normalize(in.normal);
  var color = vec3f(0.0);
  for (var i = 0u; i < light_storage.count; i++) {
    let light = light_storage.lights[i];
    let to_light = light.position - in.world_pos;
    let dist = length(to_light);
    let l = to_light / dist;
    let v = normalize(camera.position - in.world_pos);
    let h = normalize(l + v);
    let diffuse = max(dot(n, l), 0.0);
    let specular = pow(max(dot(n, h), 0.0), 32.0);
    color += light.color * (diffuse + specular) / (1.0 + dist * dist);
  }
  if base.a < 0.1 {
    discard;
  }
  return vec4f(color * base.rgb * shadow, base.a);
}
