@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3u) {
  let half: u32 = f32(gid.x) / 2.0;
}
