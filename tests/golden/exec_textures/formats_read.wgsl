// textureLoad of two texels of each of 13 formats: the spec's channel transfer functions (snorm's
// -1 clamp, bgra's order, the packed formats, float16, sign extension, depth), every component
// written out as its bits (missing channels read 0, 0, 1). Dawn on lavapipe divides unorm values
// by multiplying with the reciprocal, 1 ulp from v / (2^n - 1) at times: wgx_ulp 1. sRGB:
// formats_read_srgb.
@group(0) @binding(0) var s8: texture_2d<f32>;  // rgba8snorm
@group(0) @binding(1) var bgra: texture_2d<f32>;  // bgra8unorm
@group(0) @binding(2) var a2: texture_2d<f32>;  // rgb10a2unorm
@group(0) @binding(3) var a2u: texture_2d<u32>;  // rgb10a2uint
@group(0) @binding(4) var f11: texture_2d<f32>;  // rg11b10ufloat
@group(0) @binding(5) var e5: texture_2d<f32>;  // rgb9e5ufloat
@group(0) @binding(6) var h: texture_2d<f32>;  // rgba16float
@group(0) @binding(7) var u8: texture_2d<u32>;  // r8uint
@group(0) @binding(8) var i8: texture_2d<i32>;  // rg8sint
@group(0) @binding(9) var i16: texture_2d<i32>;  // rg16sint
@group(0) @binding(10) var fl: texture_2d<f32>;  // rgba32float
@group(0) @binding(11) var u16: texture_2d<u32>;  // rg16uint
@group(0) @binding(12) var depth: texture_depth_2d;  // depth16unorm
@group(0) @binding(13) var<storage, read_write> out: array<vec4u, 26>;

@compute @workgroup_size(2)
fn main(@builtin(local_invocation_index) x: u32) {
  out[0 + x] = bitcast<vec4u>(textureLoad(s8, vec2(x, 0), 0));
  out[2 + x] = bitcast<vec4u>(textureLoad(bgra, vec2(x, 0), 0));
  out[4 + x] = bitcast<vec4u>(textureLoad(a2, vec2(x, 0), 0));
  out[6 + x] = bitcast<vec4u>(textureLoad(a2u, vec2(x, 0), 0));
  out[8 + x] = bitcast<vec4u>(textureLoad(f11, vec2(x, 0), 0));
  out[10 + x] = bitcast<vec4u>(textureLoad(e5, vec2(x, 0), 0));
  out[12 + x] = bitcast<vec4u>(textureLoad(h, vec2(x, 0), 0));
  out[14 + x] = bitcast<vec4u>(textureLoad(u8, vec2(x, 0), 0));
  out[16 + x] = bitcast<vec4u>(textureLoad(i8, vec2(x, 0), 0));
  out[18 + x] = bitcast<vec4u>(textureLoad(i16, vec2(x, 0), 0));
  out[20 + x] = bitcast<vec4u>(textureLoad(fl, vec2(x, 0), 0));
  out[22 + x] = bitcast<vec4u>(textureLoad(u16, vec2(x, 0), 0));
  out[24 + x] = vec4(bitcast<u32>(textureLoad(depth, vec2(x, 0), 0)), 0, 0, 0);
}
