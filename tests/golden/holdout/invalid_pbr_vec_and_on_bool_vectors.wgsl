const PI = 3.14159265359;

struct PbrMaterial {
  albedo: vec3f,
  metallic: f32,
  roughness: f32,
  ao: f32,
}

struct Frame {
  eye: vec3f,
  exposure: f32,
  sun_dir: vec3f,
  sun_intensity: f32,
}

@group(0) @binding(0) var<uniform> frame_data: Frame;
@group(0) @binding(1) var<uniform> mat: PbrMaterial;
@group(0) @binding(2) var irradiance_map: texture_cube<f32>;
@group(0) @binding(3) var prefiltered_map: texture_cube<f32>;
@group(0) @binding(4) var brdf_lut: texture_2d<f32>;
@group(0) @binding(5) var env_sampler: sampler;

fn distribution_ggx(n_dot_h: f32, roughness: f32) -> f32 {
  let a = roughness * roughness;
  let a2 = a * a;
  let denom = n_dot_h * n_dot_h * (a2 - 1.0) + 1.0;
  return a2 / (PI * denom * denom);
}

fn geometry_schlick_ggx(n_dot_v: f32, roughness: f32) -> f32 {
  let r = roughness + 1.0;
  let k = (r * r) / 8.0;
  return n_dot_v / (n_dot_v * (1.0 - k) + k);
}

fn fresnel_schlick_roughness(cos_theta: f32, f0: vec3f, roughness: f32) -> vec3f {
  return f0 + (max(vec3f(1.0 - roughness), f0) - f0) * pow(clamp(1.0 - cos_theta, 0.0, 1.0), 5.0);
}

@fragment
fn fs(@location(0) world_pos: vec3f, @location(1) normal: vec3f) -> @location(0) vec4f {
  let n = normalize(normal);
  let v = normalize(frame_data.eye - world_pos);
  let r = reflect(-v, n);
  let f0 = mix(vec3f(0.04), mat.albedo, mat.metallic);
  let l = normalize(-frame_data.sun_dir);
  let h = normalize(v + l);
  let n_dot_l = max(dot(n, l), 0.0);
  let facing = (n > vec3f(0.0)) && (l > vec3f(0.0));
  let n_dot_v = max(dot(n, v), 1e-4);
  let d = distribution_ggx(max(dot(n, h), 0.0), mat.roughness);
  let g = geometry_schlick_ggx(n_dot_v, mat.roughness) * geometry_schlick_ggx(n_dot_l, mat.roughness);
  let f = fresnel_schlick_roughness(max(dot(h, v), 0.0), f0, 0.0);
  let specular = d * g * f / (4.0 * n_dot_v * n_dot_l + 1e-4);
  let kd = (vec3f(1.0) - f) * (1.0 - mat.metallic);
  let direct = (kd * mat.albedo / PI + specular) * frame_data.sun_intensity * n_dot_l;

  let fa = fresnel_schlick_roughness(n_dot_v, f0, mat.roughness);
  let irradiance = textureSample(irradiance_map, env_sampler, n).rgb;
  let max_lod = f32(textureNumLevels(prefiltered_map) - 1u);
  let prefiltered = textureSampleLevel(prefiltered_map, env_sampler, r, mat.roughness * max_lod).rgb;
  let brdf = textureSample(brdf_lut, env_sampler, vec2f(n_dot_v, mat.roughness)).rg;
  let ambient = ((1.0 - fa) * (1.0 - mat.metallic) * irradiance * mat.albedo
                 + prefiltered * (fa * brdf.x + brdf.y)) * mat.ao;
  let color = (direct + ambient) * frame_data.exposure;
  return vec4f(color / (color + vec3f(1.0)), 1.0);
}
