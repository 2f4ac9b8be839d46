const KERNEL_SIZE = 8;
const kernel = array<vec3f, KERNEL_SIZE>(
  vec3f(0.0381, 0.0215, 0.0627), vec3f(-0.0531, 0.0834, 0.0390),
  vec3f(0.0116, -0.0922, 0.0741), vec3f(0.1450, 0.0120, 0.0890),
  vec3f(-0.1120, -0.1540, 0.1900), vec3f(0.2010, 0.2480, 0.1100),
  vec3f(-0.3300, 0.1210, 0.3560), vec3f(0.0870, -0.4420, 0.5010));

struct SsaoParams {
  proj: mat4x4f,
  inv_proj: mat4x4f,
  radius: f32,
  bias: f32,
  noise_scale: vec2f,
}

@group(0) @binding(0) var depth_tex: texture_depth_2d;
@group(0) @binding(1) var normal_tex: texture_2d<f32>;
@group(0) @binding(2) var noise_tex: texture_2d<f32>;
@group(0) @binding(3) var point_clamp: sampler;
@group(0) @binding(4) var<uniform> ssao: SsaoParams;

fn view_pos(uv: vec2f) -> vec3f {
  let d = textureSampleLevel(depth_tex, point_clamp, uv, 0.0);
  let ndc = vec4f(uv.x * 2.0 - 1.0, 1.0 - uv.y * 2.0, d, 1.0);
  let v = ssao.inv_proj * ndc;
  return v.xyz / v.w;
}

@fragment
fn fs(@location(0) uv: vec2f) -> @location(0) f32 {
  let p = view_pos(uv);
  let n = normalize(textureSampleLevel(normal_tex, point_clamp, uv, 0.0).xyz * 2.0 - 1.0);
  let rnd = normalize(textureSampleLevel(noise_tex, point_clamp, uv * ssao.noise_scale, 0.0).xyz);
  let t = normalize(rnd - n * dot(rnd, n));
  let b = cross(n, t);
  let tbn = mat3x3f(t, b, n);
  var occlusion = 0.0;
  for (var i = 0; i < KERNEL_SIZE; i++) {
    let s = p + tbn * kernel[i] * ssao.radius;
    var offset = ssao.proj * vec4f(s, 1.0);
    offset = vec4f(offset.xyz / offset.w, offset.w);
    let suv = vec2f(offset.x * 0.5 + 0.5, 0.5 - offset.y * 0.5);
    let sample_depth = view_pos(suv).z;
    let range_check = smoothstep(0.0, 1.0, ssao.radius / abs(p.z - sample_depth));
    occlusion += select(0.0, 1.0, sample_depth >= s.z + ssao.bias) * range_check;
  }
  return 1.0 - occlusion / f32(KERNEL_SIZE);
}
