// textureDimensions, textureNumLevels and textureNumLayers of views that start past a texture's
// first mip level and layer, of every dimension: 1d, 2d array, 3d, cube, cube array, a storage
// 2d array.
@group(0) @binding(0) var a: texture_2d_array<f32>;
@group(0) @binding(1) var v: texture_3d<u32>;
@group(0) @binding(2) var c: texture_cube<f32>;
@group(0) @binding(3) var ca: texture_cube_array<f32>;
@group(0) @binding(4) var d1: texture_1d<i32>;
@group(0) @binding(5) var s: texture_storage_2d_array<r32float, write>;
@group(0) @binding(6) var<storage, read_write> out: array<u32, 24>;

@compute @workgroup_size(1)
fn main() {
  let a0 = textureDimensions(a);
  let a1 = textureDimensions(a, 1);
  out[0] = a0.x; out[1] = a0.y; out[2] = a1.x; out[3] = a1.y;
  out[4] = textureNumLevels(a); out[5] = textureNumLayers(a);
  let v0 = textureDimensions(v, 1u);
  out[6] = v0.x; out[7] = v0.y; out[8] = v0.z; out[9] = textureNumLevels(v);
  let c0 = textureDimensions(c, 2);
  out[10] = c0.x; out[11] = c0.y; out[12] = textureNumLevels(c);
  let ca0 = textureDimensions(ca);
  out[13] = ca0.x; out[14] = ca0.y; out[15] = textureNumLayers(ca); out[16] = textureNumLevels(ca);
  out[17] = textureDimensions(d1); out[18] = textureNumLevels(d1);
  let s0 = textureDimensions(s);
  out[19] = s0.x; out[20] = s0.y; out[21] = textureNumLayers(s);
  out[22] = 0xfeedu;
}
