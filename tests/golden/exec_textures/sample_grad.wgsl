// textureSampleGrad: the level of detail from explicit gradients (log2 of the longer scaled
// gradient; the samplers' maxAnisotropy is 1), each gradient selecting a different level of a 16x16 texture
// with 5 levels: along x, along y, both, unequal (anisotropic), past the last level, below zero
// (magnification), a fractional level between two, the sampler's LOD clamps; a 2d array with an
// offset and a cube (gradients of the direction across the face). Coordinates sit on multiples of
// 1/32 texel per level so linear weights are exact; nearest-mip levels stay away from x.5.
// lavapipe filters 8-bit texels in 8-bit fixed point: wgx_abs 5e-3.
@group(0) @binding(0) var t: texture_2d<f32>;
@group(0) @binding(1) var nearest: sampler;
@group(0) @binding(2) var linear: sampler;
@group(0) @binding(3) var clamped: sampler;
@group(0) @binding(4) var a: texture_2d_array<f32>;
@group(0) @binding(5) var c: texture_cube<f32>;
@group(0) @binding(6) var<storage, read_write> out: array<vec4f, 16>;

@compute @workgroup_size(1)
fn main() {
  let p = vec2(0.3, 0.6);
  let q = vec2(0.40625, 0.59375);
  out[0] = textureSampleGrad(t, nearest, p, vec2(1.0 / 16.0, 0.0), vec2(0.0, 1.0 / 16.0));
  out[1] = textureSampleGrad(t, nearest, p, vec2(2.0 / 16.0, 0.0), vec2(0.0, 0.0));
  out[2] = textureSampleGrad(t, nearest, p, vec2(0.0, 0.0), vec2(0.0, 4.0 / 16.0));
  out[3] = textureSampleGrad(t, nearest, p, vec2(0.3, 0.4), vec2(0.01, 0.0));
  out[4] = textureSampleGrad(t, nearest, p, vec2(4.0 / 16.0, 0.0), vec2(0.0, 1.0 / 16.0));
  out[5] = textureSampleGrad(t, nearest, p, vec2(2.0, 0.0), vec2(0.0, 0.0));
  out[6] = textureSampleGrad(t, linear, q, vec2(2.0 / 16.0, 0.0), vec2(0.0, 1.0 / 16.0));
  out[7] = textureSampleGrad(t, linear, q, vec2(0.0, 0.0), vec2(0.0, 8.0 / 16.0));
  out[8] = textureSampleGrad(t, linear, q, vec2(1.0 / 64.0, 0.0), vec2(0.0, 1.0 / 64.0));
  out[9] = textureSampleGrad(t, linear, q, vec2(2.0 * sqrt(2.0) / 16.0, 0.0), vec2(0.0, 0.0));
  out[10] = textureSampleGrad(t, clamped, q, vec2(1.0 / 16.0, 0.0), vec2(0.0, 0.0));
  out[11] = textureSampleGrad(t, clamped, q, vec2(1.0, 0.0), vec2(0.0, 0.0));
  out[12] = textureSampleGrad(a, nearest, vec2(0.3, 0.6), 1, vec2(2.0 / 8.0, 0.0), vec2(0.0, 0.0), vec2(1, -1));
  out[13] = textureSampleGrad(a, linear, vec2(0.40625, 0.59375), 0, vec2(1.0 / 8.0, 0.0), vec2(0.0, 0.0));
  out[14] = textureSampleGrad(c, nearest, vec3(1.0, 0.3, -0.6), vec3(0.0, 0.0, 1.0), vec3(0.0));
  out[15] = textureSampleGrad(c, nearest, vec3(0.3, -0.6, 1.0), vec3(0.0, 2.0, 0.0), vec3(0.0));
}
