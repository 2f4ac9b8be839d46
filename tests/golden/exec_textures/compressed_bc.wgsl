// textureLoad of every texel of hand-built blocks of BC1-BC5, and filtered samples and a gather of
// BC1, BC3, BC6H and BC7 textures. BC1: a four-colour block (red and blue endpoints, each index once
// per row) and a three-colour one (green <= white: their midpoint and transparent black), the same
// as sRGB; BC2: alphas 0..15 over a block whose endpoints would pick BC1's three-colour mode (BC2
// and BC3 always use four colours); BC3, BC4 (unorm and snorm, -128 reading as -127) and BC5:
// endpoints of both orders (eight values, or six and the range's ends), every index. The Data
// Format Specification interpolates BC1-BC5 in real numbers, which wgx computes; lavapipe
// interpolates in 8-bit integers (a step, 1/255 or 1/127, off at times), decodes sRGB with an
// approximation and filters in 8-bit fixed point: wgx_abs 8e-3. BC6H and BC7 texels, bit-exact in
// their specification, are compared exactly in compressed_bptc.
@group(0) @binding(0) var bc1: texture_2d<f32>;  // bc1-rgba-unorm, 2 blocks
@group(0) @binding(1) var bc1s: texture_2d<f32>;  // bc1-rgba-unorm-srgb, 2 blocks
@group(0) @binding(2) var bc2: texture_2d<f32>;  // bc2-rgba-unorm, 1 block
@group(0) @binding(3) var bc3: texture_2d<f32>;  // bc3-rgba-unorm, 2 blocks
@group(0) @binding(4) var bc4u: texture_2d<f32>;  // bc4-r-unorm, 2 blocks
@group(0) @binding(5) var bc4s: texture_2d<f32>;  // bc4-r-snorm, 2 blocks
@group(0) @binding(6) var bc5u: texture_2d<f32>;  // bc5-rg-unorm, 1 block
@group(0) @binding(7) var bc5s: texture_2d<f32>;  // bc5-rg-snorm, 1 block
@group(0) @binding(8) var bc6u: texture_2d<f32>;  // bc6h-rgb-ufloat, 15 blocks
@group(0) @binding(9) var bc7: texture_2d<f32>;  // bc7-rgba-unorm, 9 blocks
@group(0) @binding(10) var linear: sampler;
@group(0) @binding(11) var<storage, read_write> out: array<vec4f, 596>;

@compute @workgroup_size(4, 4)
fn main(@builtin(local_invocation_id) id: vec3u) {
  let x = id.x;
  let y = id.y;
  let t = y * 4u + x;
  for (var b = 0u; b < 2u; b++) { out[0u + b * 16u + t] = textureLoad(bc1, vec2(b * 4u + x, y), 0); }
  for (var b = 0u; b < 2u; b++) { out[32u + b * 16u + t] = textureLoad(bc1s, vec2(b * 4u + x, y), 0); }
  for (var b = 0u; b < 1u; b++) { out[64u + b * 16u + t] = textureLoad(bc2, vec2(b * 4u + x, y), 0); }
  for (var b = 0u; b < 2u; b++) { out[80u + b * 16u + t] = textureLoad(bc3, vec2(b * 4u + x, y), 0); }
  for (var b = 0u; b < 2u; b++) { out[112u + b * 16u + t] = textureLoad(bc4u, vec2(b * 4u + x, y), 0); }
  for (var b = 0u; b < 2u; b++) { out[144u + b * 16u + t] = textureLoad(bc4s, vec2(b * 4u + x, y), 0); }
  for (var b = 0u; b < 1u; b++) { out[176u + b * 16u + t] = textureLoad(bc5u, vec2(b * 4u + x, y), 0); }
  for (var b = 0u; b < 1u; b++) { out[192u + b * 16u + t] = textureLoad(bc5s, vec2(b * 4u + x, y), 0); }
  for (var b = 0u; b < 15u; b++) { out[208u + b * 16u + t] = textureLoad(bc6u, vec2(b * 4u + x, y), 0); }
  for (var b = 0u; b < 9u; b++) { out[448u + b * 16u + t] = textureLoad(bc7, vec2(b * 4u + x, y), 0); }
  if (t == 0u) {
    out[592] = textureSampleLevel(bc1, linear, vec2(0.5, 0.375), 0.0);
    out[593] = textureSampleLevel(bc7, linear, vec2(0.3, 0.6), 0.0);
    out[594] = textureGather(1, bc3, linear, vec2(0.25, 0.5));
    out[595] = textureSampleLevel(bc6u, linear, vec2(0.1, 0.9), 0.0);
  }
}
