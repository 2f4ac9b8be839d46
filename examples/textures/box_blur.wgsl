// A 3x3 box blur of a texture into a storage texture (textureLoad, textureStore), one invocation per
// texel. Run it on a PNG:
//   wgx run examples/textures/box_blur.wgsl --dispatch 16,16 --texture 0:0=png:IN.png --texture 0:1=128x128 --png 0:1=OUT.png
// (a 128x128 input; the dispatch covers it in 8x8 workgroups).
@group(0) @binding(0) var src: texture_2d<f32>;
@group(0) @binding(1) var dst: texture_storage_2d<rgba8unorm, write>;
@compute @workgroup_size(8, 8) fn main(@builtin(global_invocation_id) g: vec3u) {
  let size = textureDimensions(src);
  if (g.x >= size.x || g.y >= size.y) { return; }
  var sum = vec4f(0);
  for (var dy = -1; dy <= 1; dy++) {
    for (var dx = -1; dx <= 1; dx++) {
      let p = clamp(vec2i(g.xy) + vec2i(dx, dy), vec2i(0), vec2i(size) - 1);
      sum += textureLoad(src, p, 0);
    }
  }
  textureStore(dst, g.xy, sum / 9);
}
