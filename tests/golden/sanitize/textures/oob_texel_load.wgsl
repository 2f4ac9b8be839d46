// textureLoad out of range: past a read_write storage texture's edge, at a mip level a sampled
// texture does not have, at an array layer past the last, and at a sample index past a
// multisampled texture's count. Each load gives zeros and is reported.
// sanitize-texture: 0:0 r32uint 4x4
// sanitize-texture: 0:1 rgba8unorm 4x4 levels 2
// sanitize-texture: 0:2 rgba8unorm 4x4 layers 2
// sanitize-texture: 0:3 rgba8unorm 4x4 samples 4
@group(0) @binding(0) var rw: texture_storage_2d<r32uint, read_write>;
@group(0) @binding(1) var mips: texture_2d<f32>;
@group(0) @binding(2) var layers: texture_2d_array<f32>;
@group(0) @binding(3) var ms: texture_multisampled_2d<f32>;
@group(0) @binding(4) var<storage, read_write> out: array<f32, 4>;

@compute @workgroup_size(1)
fn main() {
  out[0] = f32(textureLoad(rw, vec2(3, 4)).x);
  out[1] = textureLoad(mips, vec2(0, 0), 2).x;
  out[2] = textureLoad(layers, vec2(0, 0), 2, 0).x;
  out[3] = textureLoad(ms, vec2(0, 0), 4).x;
}
// expect-texel-oob: 16:16 read: texel (3,4), 'rw' has 4x4 texels
// expect-texel-oob: 17:12 read: level 2, 'mips' has 2 mip levels
// expect-texel-oob: 18:12 read: layer 2, 'layers' has 2 array layers
// expect-texel-oob: 19:12 read: sample 4, 'ms' has 4 samples
