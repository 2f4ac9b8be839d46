@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3u) {
  gid.x = gid.x + 1u;
}
