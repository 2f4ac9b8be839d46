@group(0) @binding(0) var prev_level: texture_2d<f32>;
@group(0) @binding(1) var next_level: texture_storage_2d<r32float, write>;
@group(0) @binding(2) var scene_depth: texture_depth_2d;

@compute @workgroup_size(8, 8)
fn copy_level0(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(scene_depth);
  if (id.x < size.x && id.y < size.y) {
    let d = textureLoad(scene_depth, id.xy, 0).r;
    textureStore(next_level, id.xy, vec4f(d, 0.0, 0.0, 0.0));
  }
}

@compute @workgroup_size(8, 8)
fn downsample_max(@builtin(global_invocation_id) id: vec3u) {
  let out_size = textureDimensions(next_level);
  if (id.x >= out_size.x || id.y >= out_size.y) {
    return;
  }
  let in_size = textureDimensions(prev_level, 0);
  let base = id.xy * 2u;
  var m = 0.0;
  for (var y = 0u; y < 2u; y++) {
    for (var x = 0u; x < 2u; x++) {
      let p = min(base + vec2u(x, y), in_size - 1u);
      m = max(m, textureLoad(prev_level, p, 0).r);
    }
  }
  // Odd-sized inputs: fold in the extra column/row.
  if ((in_size.x & 1u) == 1u && id.x == out_size.x - 1u) {
    m = max(m, textureLoad(prev_level, vec2u(in_size.x - 1u, base.y), 0).r);
  }
  textureStore(next_level, id.xy, vec4f(m));
}
