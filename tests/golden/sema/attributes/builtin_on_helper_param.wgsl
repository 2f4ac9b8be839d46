fn helper(@builtin(global_invocation_id) gid: vec3u) -> u32 {
  return gid.x;
}
