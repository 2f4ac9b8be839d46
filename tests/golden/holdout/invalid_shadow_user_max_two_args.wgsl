// Module-scope names that shadow builtin functions and types are legal.
fn max(a: f32, b: f32, c: f32) -> f32 {
  return select(select(c, b, b > c), a, a > b && a > c);
}

alias float4 = vec4<f32>;

struct sampler_info {
  mip_bias: f32,
  aniso: u32,
}

@group(0) @binding(0) var<storage, read_write> results: array<float4>;

@compute @workgroup_size(32)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
  let i = gid.x;
  let sin = 0.5;        // local shadows builtin sin()
  let vec2 = 3.0;       // local shadows the vec2 type generator
  let info = sampler_info(1.0, 4u);
  var array = max(sin, vec2);
  array += f32(info.aniso);
  results[i] = float4(array);
}
