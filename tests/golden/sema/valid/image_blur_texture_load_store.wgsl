@group(0) @binding(0) var src: texture_2d<f32>;
@group(0) @binding(1) var dst: texture_storage_2d<rgba8unorm, write>;

const WEIGHTS = array<f32, 5>(0.0625, 0.25, 0.375, 0.25, 0.0625);

@compute @workgroup_size(8, 8)
fn blur(@builtin(global_invocation_id) gid: vec3u) {
  let size = textureDimensions(src);
  if (any(gid.xy >= size)) { return; }
  var acc = vec4f(0.0);
  for (var i = 0; i < 5; i++) {
    let x = clamp(i32(gid.x) + i - 2, 0, i32(size.x) - 1);
    acc += WEIGHTS[i] * textureLoad(src, vec2i(x, i32(gid.y)), 0);
  }
  textureStore(dst, gid.xy, acc);
}
