// textureStore past the right edge (x = 8 of an 8-wide texture) and at a negative coordinate:
// the stores do nothing (WGSL: an invalid logical texel address), and each is reported.
// sanitize-texture: 0:0 r32uint 8x2
@group(0) @binding(0) var img: texture_storage_2d<r32uint, write>;

@compute @workgroup_size(9)
fn main(@builtin(local_invocation_index) i: u32) {
  textureStore(img, vec2(i, 0u), vec4u(1u));
  textureStore(img, vec2(i32(i) - 1, 1), vec4u(2u));
}
// expect-texel-oob: 8:3 write: texel (8,0), 'img' has 8x2 texels
// expect-texel-oob: 9:3 write: texel (-1,1), 'img' has 8x2 texels
