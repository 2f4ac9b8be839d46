// textureSampleLevel and textureSampleBaseClampToEdge with explicit levels: nearest and linear
// filtering, clamp-to-edge, repeat and mirror-repeat addressing, nearest and linear mip
// selection, an offset, a 2d array (its layer clamped) and a 3d texture.
// Coordinates sit where the filter weights are exact (halves and quarters) and levels away from
// the nearest-mip tie (x.5 may round either way in Vulkan). lavapipe filters 8-bit texels in
// 8-bit fixed point (its results are multiples of 1/255): wgx_abs 5e-3.
@group(0) @binding(0) var t: texture_2d<f32>;
@group(0) @binding(1) var nearest: sampler;
@group(0) @binding(2) var linear: sampler;
@group(0) @binding(3) var mirror: sampler;
@group(0) @binding(4) var a: texture_2d_array<f32>;
@group(0) @binding(5) var v: texture_3d<f32>;
@group(0) @binding(7) var<storage, read_write> out: array<vec4f, 14>;

@compute @workgroup_size(1)
fn main() {
  out[0] = textureSampleLevel(t, nearest, vec2(0.3, 0.6), 0.0);
  out[1] = textureSampleLevel(t, linear, vec2(0.25, 0.5), 0.0);
  out[2] = textureSampleLevel(t, linear, vec2(0.0, 0.0), 0.0);
  out[3] = textureSampleLevel(t, linear, vec2(0.375, 0.625), 1.5);
  out[4] = textureSampleLevel(t, mirror, vec2(-0.375, 1.125), 1.0);
  out[5] = textureSampleLevel(t, nearest, vec2(0.6, 0.1), 0.7);
  out[6] = textureSampleLevel(t, nearest, vec2(0.6, 0.1), 0.0, vec2(1, -1));
  out[7] = textureSampleLevel(a, linear, vec2(0.5, 0.5), 1, 0.0);
  out[8] = textureSampleLevel(a, nearest, vec2(0.8, 0.3), 7, 0.0);
  out[9] = textureSampleLevel(v, linear, vec3(0.25, 0.5, 0.75), 0.0);
  out[10] = textureSampleLevel(v, nearest, vec3(0.9, 0.1, 0.4), 0.0);
  out[11] = textureSampleBaseClampToEdge(t, linear, vec2(0.0, 1.0));
  out[12] = textureSampleBaseClampToEdge(t, nearest, vec2(0.55, 0.45));
  out[13] = textureSampleLevel(t, mirror, vec2(0.6, 0.1), 3.0);
}
