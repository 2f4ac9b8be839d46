// Two workgroups write the same texels of a write-only storage texture: nothing orders
// workgroups, so every texel is a write-write race between workgroup (0,0,0) and (1,0,0).
// sanitize-dispatch: 2
// sanitize-texture: 0:0 r32uint 8x1
@group(0) @binding(0) var img: texture_storage_2d<r32uint, write>;

@compute @workgroup_size(8)
fn main(@builtin(local_invocation_index) i: u32, @builtin(workgroup_id) wg: vec3u) {
  textureStore(img, vec2(i, 0u), vec4u(wg.x));
}
// expect-race: 9:3 texel (0,0) of 'img' note 9:3
