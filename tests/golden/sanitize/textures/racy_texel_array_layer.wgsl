// A write-only 2D array texture: invocations 0-3 and 4-7 write the same four texels of layer 1
// (the report names the layer).
// sanitize-texture: 0:0 rgba8unorm 4x1 layers 2
@group(0) @binding(0) var img: texture_storage_2d_array<rgba8unorm, write>;

@compute @workgroup_size(8)
fn main(@builtin(local_invocation_index) i: u32) {
  textureStore(img, vec2(i % 4u, 0u), 1, vec4f(f32(i) / 8.0));
}
// expect-race: 8:3 texel (0,0) layer 1 of 'img' note 8:3
