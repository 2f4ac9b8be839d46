// textureSampleLevel on cube and cube-array textures: a face chosen by the direction's major axis
// (nearest, one sample per face), linear filtering inside a face, across each kind of edge (the
// texels past it come from the neighbouring face) and at corners (the missing texel is the average
// of the three that meet there), a second level and a blend of levels, and cube arrays (the array
// index clamped). Directions put face coordinates on multiples of 1/32 so linear weights are
// exact. lavapipe filters 8-bit texels in 8-bit fixed point: wgx_abs 5e-3.
@group(0) @binding(0) var c: texture_cube<f32>;
@group(0) @binding(1) var nearest: sampler;
@group(0) @binding(2) var linear: sampler;
@group(0) @binding(3) var ca: texture_cube_array<f32>;
@group(0) @binding(4) var<storage, read_write> out: array<vec4f, 24>;

@compute @workgroup_size(1)
fn main() {
  // One per face: +X, -X, +Y, -Y, +Z, -Z.
  out[0] = textureSampleLevel(c, nearest, vec3(1.0, 0.3, -0.6), 0.0);
  out[1] = textureSampleLevel(c, nearest, vec3(-1.0, 0.3, -0.6), 0.0);
  out[2] = textureSampleLevel(c, nearest, vec3(0.3, 1.0, -0.6), 0.0);
  out[3] = textureSampleLevel(c, nearest, vec3(0.3, -1.0, -0.6), 0.0);
  out[4] = textureSampleLevel(c, nearest, vec3(0.3, -0.6, 1.0), 0.0);
  out[5] = textureSampleLevel(c, nearest, vec3(0.3, -0.6, -1.0), 0.0);
  // A longer direction selects the same texel.
  out[6] = textureSampleLevel(c, nearest, vec3(-4.0, 1.2, 2.4), 0.0);
  // Linear inside a face, then across edges in s and in t on several faces.
  out[7] = textureSampleLevel(c, linear, vec3(1.0, 0.375, 0.125), 0.0);
  out[8] = textureSampleLevel(c, linear, vec3(1.0, -0.125, -0.875), 0.0);
  out[9] = textureSampleLevel(c, linear, vec3(1.0, -0.125, 0.875), 0.0);
  out[10] = textureSampleLevel(c, linear, vec3(0.375, 1.0, 0.875), 0.0);
  out[11] = textureSampleLevel(c, linear, vec3(0.375, -0.875, -1.0), 0.0);
  out[12] = textureSampleLevel(c, linear, vec3(-0.875, 0.125, 1.0), 0.0);
  out[13] = textureSampleLevel(c, linear, vec3(0.625, -1.0, 0.875), 0.0);
  // Corners.
  out[14] = textureSampleLevel(c, linear, vec3(1.0, 0.875, 0.875), 0.0);
  out[15] = textureSampleLevel(c, linear, vec3(-1.0, -0.875, 0.875), 0.0);
  out[16] = textureSampleLevel(c, linear, vec3(0.875, 0.875, -1.0), 0.0);
  // Level 1 (2x2 faces) across an edge; halfway between levels 0 and 1.
  out[17] = textureSampleLevel(c, linear, vec3(1.0, -0.125, -0.875), 1.0);
  out[18] = textureSampleLevel(c, linear, vec3(1.0, 0.375, 0.125), 0.5);
  // Cube arrays: the second cube, an index past the last (clamped), an edge and a corner.
  out[19] = textureSampleLevel(ca, nearest, vec3(0.3, -0.6, 1.0), 1, 0.0);
  out[20] = textureSampleLevel(ca, nearest, vec3(0.3, -0.6, 1.0), 5, 0.0);
  out[21] = textureSampleLevel(ca, linear, vec3(1.0, -0.125, -0.875), 1, 0.0);
  out[22] = textureSampleLevel(ca, linear, vec3(-1.0, -0.875, 0.875), 0, 0.0);
  out[23] = textureSampleLevel(ca, linear, vec3(0.375, 1.0, 0.875), 1u, 0.0);
}
