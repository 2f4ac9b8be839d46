// Every invocation of two workgroups writes a texel of its own, then reads it back: no two
// invocations share a texel, so nothing races (textureBarrier is not needed for one's own texel).
// sanitize-dispatch: 2
// sanitize-texture: 0:0 r32uint 8x2
@group(0) @binding(0) var img: texture_storage_2d<r32uint, read_write>;
@group(0) @binding(1) var<storage, read_write> out: array<u32, 16>;

@compute @workgroup_size(8)
fn main(@builtin(local_invocation_index) i: u32, @builtin(workgroup_id) wg: vec3u) {
  let p = vec2(i, wg.x);
  textureStore(img, p, vec4u(i + 1u));
  out[wg.x * 8u + i] = textureLoad(img, p).x;
}
