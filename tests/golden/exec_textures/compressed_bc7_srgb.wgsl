// textureLoad of BC7 sRGB blocks of each of the 8 modes and of the reserved one: the 8-bit
// channels of compressed_bptc's BC7 blocks, sRGB-decoded. lavapipe decodes sRGB with an
// approximation up to 1e-3 from the spec's formula: wgx_abs 2e-3 (a step of an 8-bit channel,
// 4e-3 at least where it matters, still fails).
@group(0) @binding(0) var bc7s: texture_2d<f32>;  // bc7-rgba-unorm-srgb, 9 blocks
@group(0) @binding(2) var<storage, read_write> out: array<vec4f, 144>;

@compute @workgroup_size(4, 4)
fn main(@builtin(local_invocation_id) id: vec3u) {
  let x = id.x;
  let y = id.y;
  let t = y * 4u + x;
  for (var b = 0u; b < 9u; b++) { out[0u + b * 16u + t] = textureLoad(bc7s, vec2(b * 4u + x, y), 0); }
}
