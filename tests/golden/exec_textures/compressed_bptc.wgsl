// textureLoad of every texel of BC6H (ufloat and float) blocks of each of the 14 modes and of a
// reserved one (which reads (0, 0, 0, 1)), and of BC7 blocks of each of the 8 modes and of the
// reserved one (zeros): endpoints, partitions, rotations and indices pseudo-random behind each
// mode's bits. Both are bit-exact in their specification (ARB_texture_compression_bptc), and
// compared exactly, but for lavapipe's unorm division by a reciprocal (1 ulp from v / 255 at
// times: wgx_ulp 1); BC7's sRGB variant: compressed_bc7_srgb.
@group(0) @binding(0) var bc6u: texture_2d<f32>;  // bc6h-rgb-ufloat, 15 blocks
@group(0) @binding(1) var bc6s: texture_2d<f32>;  // bc6h-rgb-float, 15 blocks
@group(0) @binding(2) var bc7: texture_2d<f32>;  // bc7-rgba-unorm, 9 blocks
@group(0) @binding(4) var<storage, read_write> out: array<vec4f, 624>;

@compute @workgroup_size(4, 4)
fn main(@builtin(local_invocation_id) id: vec3u) {
  let x = id.x;
  let y = id.y;
  let t = y * 4u + x;
  for (var b = 0u; b < 15u; b++) { out[0u + b * 16u + t] = textureLoad(bc6u, vec2(b * 4u + x, y), 0); }
  for (var b = 0u; b < 15u; b++) { out[240u + b * 16u + t] = textureLoad(bc6s, vec2(b * 4u + x, y), 0); }
  for (var b = 0u; b < 9u; b++) { out[480u + b * 16u + t] = textureLoad(bc7, vec2(b * 4u + x, y), 0); }
}
