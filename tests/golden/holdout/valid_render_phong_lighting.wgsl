struct Camera {
  view_proj: mat4x4f,
  position: vec3f,
}

struct Light {
  position: vec3f,
  intensity: f32,
  color: vec3f,
  range: f32,
}

struct Material {
  base_color: vec4f,
  shininess: f32,
  specular: f32,
}

struct Lights {
  count: u32,
  items: array<Light, 8>,
}

@group(0) @binding(0) var<uniform> camera: Camera;
@group(0) @binding(1) var<uniform> lights: Lights;
@group(1) @binding(0) var<uniform> material: Material;
@group(1) @binding(1) var<uniform> model: mat4x4f;
@group(1) @binding(2) var albedo_map: texture_2d<f32>;
@group(1) @binding(3) var linear_sampler: sampler;

struct VSOut {
  @builtin(position) pos: vec4f,
  @location(0) world_pos: vec3f,
  @location(1) normal: vec3f,
  @location(2) uv: vec2f,
}

@vertex
fn vs(@location(0) p: vec3f, @location(1) n: vec3f, @location(2) uv: vec2f) -> VSOut {
  let world = model * vec4f(p, 1.0);
  var o: VSOut;
  o.pos = camera.view_proj * world;
  o.world_pos = world.xyz;
  o.normal = normalize((model * vec4f(n, 0.0)).xyz);
  o.uv = uv;
  return o;
}

fn attenuation(d: f32, range: f32) -> f32 {
  let x = saturate(1.0 - pow(d / range, 4.0));
  return x * x / (d * d + 1.0);
}

@fragment
fn fs(in: VSOut, @builtin(front_facing) front: bool) -> @location(0) vec4f {
  let albedo = textureSample(albedo_map, linear_sampler, in.uv) * material.base_color;
  var n = normalize(in.normal);
  if (!front) {
    n = -n;
  }
  let v = normalize(camera.position - in.world_pos);
  var lit = vec3f(0.03) * albedo.rgb;
  for (var i = 0u; i < min(lights.count, 8u); i++) {
    let light = lights.items[i];
    let to_light = light.position - in.world_pos;
    let d = length(to_light);
    let l = to_light / d;
    let h = normalize(l + v);
    let diff = max(dot(n, l), 0.0);
    let spec = pow(max(dot(n, h), 0.0), material.shininess) * material.specular;
    lit += (albedo.rgb * diff + vec3f(spec)) * light.color * light.intensity * attenuation(d, light.range);
  }
  return vec4f(lit, albedo.a);
}
