// textureSampleCompareLevel with every compare function (reference OP texel), nearest and
// linear (each texel compared, then the results filtered): a depth16unorm texture filled with
// texels from 0 to 1 (the reference clamped to [0, 1] for a unorm format), a depth32float one
// cleared to 0.5 (references below, at and above it), a depth 2d array, a depth cube (faces and an
// edge) and a depth cube array. Linear coordinates sit on quarters of a texel (exact weights).
// Equality is tested against 0 and 1 only, which every conversion of a unorm texel gives exactly.
// lavapipe filters in fixed point: wgx_abs 5e-3.
@group(0) @binding(0) var d16: texture_depth_2d;
@group(0) @binding(1) var d32: texture_depth_2d;
@group(0) @binding(2) var da: texture_depth_2d_array;
@group(0) @binding(3) var dc: texture_depth_cube;
@group(0) @binding(4) var dca: texture_depth_cube_array;
@group(0) @binding(5) var never: sampler_comparison;
@group(0) @binding(6) var less: sampler_comparison;
@group(0) @binding(7) var equal: sampler_comparison;
@group(0) @binding(8) var less_equal: sampler_comparison;
@group(0) @binding(9) var greater: sampler_comparison;
@group(0) @binding(10) var not_equal: sampler_comparison;
@group(0) @binding(11) var greater_equal: sampler_comparison;
@group(0) @binding(12) var always: sampler_comparison;
@group(0) @binding(13) var linear_less: sampler_comparison;
@group(0) @binding(14) var linear_greater_equal: sampler_comparison;
@group(0) @binding(15) var<storage, read_write> out: array<f32, 64>;

// Texel (1, 0) of d16 is 1.0 and texel (0, 0) is 0.0; (2, 1) is 0.8.
const one = vec2(0.375, 0.125);
const zero = vec2(0.125, 0.125);
const mid = vec2(0.625, 0.375);

@compute @workgroup_size(1)
fn main() {
  // depth32float cleared to 0.5: each function at 0.25, 0.5 and 0.75 (24 results).
  for (var i = 0; i < 3; i++) {
    let r = 0.25 + 0.25 * f32(i);
    out[i * 8 + 0] = textureSampleCompareLevel(d32, never, mid, r);
    out[i * 8 + 1] = textureSampleCompareLevel(d32, less, mid, r);
    out[i * 8 + 2] = textureSampleCompareLevel(d32, equal, mid, r);
    out[i * 8 + 3] = textureSampleCompareLevel(d32, less_equal, mid, r);
    out[i * 8 + 4] = textureSampleCompareLevel(d32, greater, mid, r);
    out[i * 8 + 5] = textureSampleCompareLevel(d32, not_equal, mid, r);
    out[i * 8 + 6] = textureSampleCompareLevel(d32, greater_equal, mid, r);
    out[i * 8 + 7] = textureSampleCompareLevel(d32, always, mid, r);
  }
  // depth16unorm: equality at 1 and at 0, a reference past 1 (clamped to 1), orderings at 0.8.
  out[24] = textureSampleCompareLevel(d16, equal, one, 1.0);
  out[25] = textureSampleCompareLevel(d16, equal, zero, 0.0);
  out[26] = textureSampleCompareLevel(d16, not_equal, one, 1.0);
  out[27] = textureSampleCompareLevel(d16, less_equal, one, 1.5);
  out[28] = textureSampleCompareLevel(d16, greater_equal, zero, -0.5);
  out[29] = textureSampleCompareLevel(d16, less, mid, 0.7);
  out[30] = textureSampleCompareLevel(d16, less, mid, 0.9);
  out[31] = textureSampleCompareLevel(d16, greater, mid, 0.9);
  out[32] = textureSampleCompareLevel(d16, greater, mid, 0.7);
  out[33] = textureSampleCompareLevel(d16, never, mid, 0.7);
  out[34] = textureSampleCompareLevel(d16, always, mid, 0.7);
  // Linear: four texels compared, weighted by quarters.
  out[35] = textureSampleCompareLevel(d16, linear_less, vec2(0.3125, 0.3125), 0.45);
  out[36] = textureSampleCompareLevel(d16, linear_less, vec2(0.5625, 0.4375), 0.3);
  out[37] = textureSampleCompareLevel(d16, linear_greater_equal, vec2(0.3125, 0.3125), 0.45);
  out[38] = textureSampleCompareLevel(d16, linear_greater_equal, vec2(0.6875, 0.5625), 0.55);
  out[39] = textureSampleCompareLevel(d16, linear_less, vec2(0.0, 0.0), 0.5);
  out[40] = textureSampleCompareLevel(d16, linear_less, vec2(0.5, 0.5), 0.5, vec2(-1, 1));
  // A 2d array: both layers, linear.
  out[41] = textureSampleCompareLevel(da, less, mid, 0, 0.45);
  out[42] = textureSampleCompareLevel(da, greater_equal, mid, 1, 0.45);
  out[43] = textureSampleCompareLevel(da, linear_less, vec2(0.3125, 0.5625), 1, 0.45);
  out[44] = textureSampleCompareLevel(da, linear_greater_equal, vec2(0.4375, 0.6875), 0u, 0.45);
  // A cube: each face nearest, then linear inside a face and across an edge.
  out[45] = textureSampleCompareLevel(dc, less, vec3(1.0, 0.3, -0.6), 0.45);
  out[46] = textureSampleCompareLevel(dc, less, vec3(-1.0, 0.3, -0.6), 0.45);
  out[47] = textureSampleCompareLevel(dc, less, vec3(0.3, 1.0, -0.6), 0.45);
  out[48] = textureSampleCompareLevel(dc, less, vec3(0.3, -1.0, -0.6), 0.45);
  out[49] = textureSampleCompareLevel(dc, less, vec3(0.3, -0.6, 1.0), 0.45);
  out[50] = textureSampleCompareLevel(dc, less, vec3(0.3, -0.6, -1.0), 0.45);
  out[51] = textureSampleCompareLevel(dc, linear_less, vec3(1.0, 0.375, 0.125), 0.45);
  out[52] = textureSampleCompareLevel(dc, linear_less, vec3(1.0, -0.125, -0.875), 0.45);
  out[53] = textureSampleCompareLevel(dc, linear_greater_equal, vec3(0.375, 1.0, 0.875), 0.45);
  // A cube array: both cubes.
  out[54] = textureSampleCompareLevel(dca, less, vec3(0.3, -0.6, 1.0), 0, 0.45);
  out[55] = textureSampleCompareLevel(dca, less, vec3(0.3, -0.6, 1.0), 1, 0.45);
  out[56] = textureSampleCompareLevel(dca, linear_less, vec3(-0.875, 0.125, 1.0), 1, 0.45);
}
