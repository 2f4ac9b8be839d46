// Each invocation writes its texel and reads its neighbour's with no barrier between: the read
// races with the neighbour's write (textureBarrier would order them; see the clean twin).
// sanitize-texture: 0:0 r32uint 8x1
@group(0) @binding(0) var img: texture_storage_2d<r32uint, read_write>;
@group(0) @binding(1) var<storage, read_write> out: array<u32, 8>;

@compute @workgroup_size(8)
fn main(@builtin(local_invocation_index) i: u32) {
  textureStore(img, vec2(i, 0u), vec4u(i + 1u));
  out[i] = textureLoad(img, vec2((i + 1u) % 8u, 0u)).x;
}
// expect-race: 10:12 texel (1,0) of 'img' note 9:3
