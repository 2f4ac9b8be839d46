// The racy_texel_read_write_no_barrier kernel with textureBarrier() between the write and the
// neighbour's read: the barrier orders texel accesses of the workgroup, so nothing races.
// sanitize-texture: 0:0 r32uint 8x1
@group(0) @binding(0) var img: texture_storage_2d<r32uint, read_write>;
@group(0) @binding(1) var<storage, read_write> out: array<u32, 8>;

@compute @workgroup_size(8)
fn main(@builtin(local_invocation_index) i: u32) {
  textureStore(img, vec2(i, 0u), vec4u(i + 1u));
  textureBarrier();
  out[i] = textureLoad(img, vec2((i + 1u) % 8u, 0u)).x;
}
