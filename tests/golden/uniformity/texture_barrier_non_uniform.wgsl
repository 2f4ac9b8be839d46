@group(0) @binding(0) var img: texture_storage_2d<r32uint, read_write>;
@compute @workgroup_size(8, 8) fn main(@builtin(local_invocation_id) lid: vec3u) {
  let v = textureLoad(img, vec2u(0u, 0u));
  if (v.x == 0u) {
    textureBarrier();
  }
  _ = lid;
}
