// Texture benchmark: a bilinear resize of an rgba8unorm texture into an rgba8unorm storage
// texture of another size, one textureSampleLevel per output texel through a linear,
// clamp-to-edge sampler (issue 20, "Speed"). bench/texture_suite.py runs it beside the native twin
// (bench/native/texture_twins.cpp, `resize`), which filters the same four texels the same way.
@group(0) @binding(0) var src: texture_2d<f32>;
@group(0) @binding(1) var dst: texture_storage_2d<rgba8unorm, write>;
@group(0) @binding(2) var bilinear: sampler;

@compute @workgroup_size(16, 16)
fn main(@builtin(global_invocation_id) g: vec3u) {
  let size = textureDimensions(dst);
  if (g.x >= size.x || g.y >= size.y) { return; }
  let uv = (vec2f(g.xy) + 0.5) / vec2f(size);
  textureStore(dst, g.xy, textureSampleLevel(src, bilinear, uv, 0.0));
}
