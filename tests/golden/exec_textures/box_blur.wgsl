// The 3x3 box blur of examples/api/box_blur.cpp over a 20x12 rgba8unorm image.
@group(0) @binding(0) var src: texture_2d<f32>;
@group(0) @binding(1) var dst: texture_storage_2d<rgba8unorm, write>;

@compute @workgroup_size(8, 8)
fn blur(@builtin(global_invocation_id) id: vec3u) {
  let size = vec2i(textureDimensions(src));
  let p = vec2i(id.xy);
  if (any(p >= size)) { return; }
  var sum = vec4f(0);
  for (var dy = -1; dy <= 1; dy++) {
    for (var dx = -1; dx <= 1; dx++) {
      sum += textureLoad(src, clamp(p + vec2(dx, dy), vec2(0), size - 1), 0);
    }
  }
  textureStore(dst, p, sum / 9.0);
}
