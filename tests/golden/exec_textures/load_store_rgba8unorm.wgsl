// textureLoad from a texture_2d<f32> and textureStore into a texture_storage_2d<rgba8unorm, write>:
// channels swapped and alpha inverted, every texel of a 4x2 image.
@group(0) @binding(0) var src: texture_2d<f32>;
@group(0) @binding(1) var dst: texture_storage_2d<rgba8unorm, write>;

@compute @workgroup_size(4, 2)
fn main(@builtin(global_invocation_id) g: vec3u) {
  let c = textureLoad(src, g.xy, 0);
  textureStore(dst, g.xy, vec4(c.b, c.g, c.r, 1.0 - c.a));
}
