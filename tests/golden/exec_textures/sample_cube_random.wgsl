// Cube sampling at 256 directions from a hash (not chosen to land on edges, corners or exact
// weights): textureSampleLevel on a mipmapped cube (trilinear, levels 0 to 1.2) and on a cube array,
// textureGather on the cube, and on a depth cube textureSampleCompareLevel (linear) and
// textureGatherCompare. Every direction's face, edge crossings and corner averages go through the
// same rules (exec/texel_rules.h) on both executors, which the test compares byte for byte; lavapipe
// filters in 8-bit fixed point: wgx_abs 5e-3.
@group(0) @binding(0) var c: texture_cube<f32>;
@group(0) @binding(1) var lin: sampler;
@group(0) @binding(2) var ca: texture_cube_array<f32>;
@group(0) @binding(3) var d: texture_depth_cube;
@group(0) @binding(4) var cmp: sampler_comparison;
@group(0) @binding(5) var<storage, read_write> out: array<vec4f, 1024>;

fn hash(x: u32) -> u32 {
  var h = x * 747796405u + 2891336453u;
  h = ((h >> ((h >> 28u) + 4u)) ^ h) * 277803737u;
  return (h >> 22u) ^ h;
}

// A component in [-1, 1] on a grid of 1/1024 (exact in f32).
fn unit(x: u32) -> f32 { return f32(i32(hash(x) % 2049u) - 1024) / 1024.0; }

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) g: vec3u) {
  let i = g.x;
  var v = vec3f(unit(3u * i), unit(3u * i + 1u), unit(3u * i + 2u));
  if (all(v == vec3f(0.0))) { v = vec3f(0.0, 0.0, 1.0); }
  out[4u * i] = textureSampleLevel(c, lin, v, f32(i % 5u) * 0.3);
  out[4u * i + 1u] = textureSampleLevel(ca, lin, v, i32(i % 3u), 0.0);
  out[4u * i + 2u] = textureGather(1, c, lin, v);
  out[4u * i + 3u] = vec4f(textureSampleCompareLevel(d, cmp, v, f32(i % 9u) / 8.0), textureGatherCompare(d, cmp, v, 0.5).xyz);
}
