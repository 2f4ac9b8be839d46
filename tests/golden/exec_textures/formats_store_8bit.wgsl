// textureStore into storage textures of several formats: the inverse channel transfer
// functions (unorm and snorm clamped and rounded, integers saturated, float16 rounded, bgra's
// order); texel 1 of each is written, texel 0 stays zero.
@group(0) @binding(0) var s8: texture_storage_2d<rgba8snorm, write>;
@group(0) @binding(1) var u8: texture_storage_2d<rgba8uint, write>;
@group(0) @binding(2) var i8: texture_storage_2d<rgba8sint, write>;
@group(0) @binding(3) var un: texture_storage_2d<rgba8unorm, write>;

@compute @workgroup_size(1)
fn main() {
  textureStore(s8, vec2(1, 0), vec4f(-2.0, -1.0, -0.25, 0.75));
  textureStore(u8, vec2(1, 0), vec4u(300, 255, 7, 0));
  textureStore(i8, vec2(1, 0), vec4i(-200, 127, -1, 200));
  textureStore(un, vec2(1, 0), vec4f(0.25, 0.75, 2.0, -1.0));
}
