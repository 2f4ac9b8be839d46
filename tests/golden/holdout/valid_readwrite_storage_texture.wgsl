requires readonly_and_readwrite_storage_textures;

@group(0) @binding(0) var accum: texture_storage_2d<rgba32float, read_write>;
@group(0) @binding(1) var history: texture_storage_2d<rgba16float, read>;
@group(0) @binding(2) var<uniform> frame_index: u32;

@compute @workgroup_size(8, 8)
fn accumulate(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(accum);
  if (all(id.xy < size)) {
    let prev = textureLoad(accum, id.xy);
    let cur = textureLoad(history, id.xy);
    let n = f32(frame_index + 1u);
    textureStore(accum, id.xy, prev + (cur - prev) / n);
  }
  textureBarrier();
  storageBarrier();
}
