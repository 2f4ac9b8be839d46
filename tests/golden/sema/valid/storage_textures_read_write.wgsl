@group(0) @binding(0) var img: texture_storage_2d<rgba8unorm, read_write>;
@group(0) @binding(1) var ro: texture_storage_2d<r32float, read>;
@group(0) @binding(2) var vol: texture_storage_3d<rgba16float, write>;
@group(0) @binding(3) var arr: texture_storage_2d_array<r32uint, write>;

@compute @workgroup_size(4, 4, 4)
fn main(@builtin(global_invocation_id) gid: vec3u) {
  let c = textureLoad(img, gid.xy);
  let r = textureLoad(ro, vec2i(gid.xy));
  textureStore(img, gid.xy, c * r.x);
  textureBarrier();
  textureStore(vol, gid, vec4f(1.0));
  textureStore(arr, gid.xy, gid.z, vec4u(gid, 1u));
  _ = textureDimensions(vol);
}
