@group(0) @binding(0) var dst: texture_2d<f32>;
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) gid: vec3u) {
  textureStore(dst, gid.xy, vec4f(1.0));
}
