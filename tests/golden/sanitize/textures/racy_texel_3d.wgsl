// A 3D storage texture: every invocation writes slice z = i / 2, two invocations a texel.
// sanitize-texture: 0:0 r32float 1x1x4
@group(0) @binding(0) var img: texture_storage_3d<r32float, write>;

@compute @workgroup_size(8)
fn main(@builtin(local_invocation_index) i: u32) {
  textureStore(img, vec3(0u, 0u, i / 2u), vec4f(f32(i)));
}
// expect-race: 7:3 texel (0,0,0) of 'img' note 7:3
