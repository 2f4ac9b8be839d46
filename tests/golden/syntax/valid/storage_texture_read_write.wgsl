// read_write storage textures and textureBarrier.
requires readonly_and_readwrite_storage_textures;

@group(0) @binding(0) var img : texture_storage_2d<r32float, read_write>;
@group(0) @binding(1) var img_ro : texture_storage_2d<rgba8unorm, read>;

@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) gid : vec3u) {
  let p = vec2i(gid.xy);
  let v = textureLoad(img, p).r + textureLoad(img_ro, p).g;
  textureBarrier();
  textureStore(img, p, vec4f(v * 2.0));
}
