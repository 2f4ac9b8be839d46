// textureBarrier() orders texel accesses within one workgroup only: the second workgroup reads
// the texels the first wrote, which nothing orders.
// sanitize-dispatch: 2
// sanitize-texture: 0:0 r32uint 8x1
@group(0) @binding(0) var img: texture_storage_2d<r32uint, read_write>;
@group(0) @binding(1) var<storage, read_write> out: array<u32, 16>;

@compute @workgroup_size(8)
fn main(@builtin(local_invocation_index) i: u32, @builtin(workgroup_id) wg: vec3u) {
  if (wg.x == 0u) {
    textureStore(img, vec2(i, 0u), vec4u(i + 1u));
  }
  textureBarrier();
  out[wg.x * 8u + i] = textureLoad(img, vec2((i + 1u) % 8u, 0u)).x;
}
// expect-race: 14:24 texel (1,0) of 'img' note 11:5
