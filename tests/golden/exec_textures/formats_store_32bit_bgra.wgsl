// textureStore into storage textures of several formats: the inverse channel transfer
// functions (unorm and snorm clamped and rounded, integers saturated, float16 rounded, bgra's
// order); texel 1 of each is written, texel 0 stays zero.
@group(0) @binding(0) var i32x2: texture_storage_2d<rg32sint, write>;
@group(0) @binding(1) var u32x4: texture_storage_2d<rgba32uint, write>;
@group(0) @binding(2) var bgra: texture_storage_2d<bgra8unorm, write>;

@compute @workgroup_size(1)
fn main() {
  textureStore(i32x2, vec2(1, 0), vec4i(-7, 2147483647, 9, 9));
  textureStore(u32x4, vec2(1, 0), vec4u(1, 2, 3, 4294967295));
  textureStore(bgra, vec2(1, 0), vec4f(1.0, 0.0, 0.25, 0.75));
}
