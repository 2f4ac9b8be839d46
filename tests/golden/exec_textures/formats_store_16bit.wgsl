// textureStore into storage textures of several formats: the inverse channel transfer
// functions (unorm and snorm clamped and rounded, integers saturated, float16 rounded, bgra's
// order); texel 1 of each is written, texel 0 stays zero.
@group(0) @binding(0) var h: texture_storage_2d<rgba16float, write>;
@group(0) @binding(1) var u16: texture_storage_2d<rgba16uint, write>;
@group(0) @binding(2) var i16: texture_storage_2d<rgba16sint, write>;
@group(0) @binding(3) var fl: texture_storage_2d<r32float, write>;

@compute @workgroup_size(1)
fn main() {
  textureStore(h, vec2(1, 0), vec4f(1.0 / 3.0, 65504.0, -2.5, 1000.0));
  textureStore(u16, vec2(1, 0), vec4u(70000, 65535, 1, 2));
  textureStore(i16, vec2(1, 0), vec4i(-40000, 40000, -5, 5));
  textureStore(fl, vec2(1, 0), vec4f(0.1, 9.0, 9.0, 9.0));
}
