fn idx(x: u32, y: u32) -> u32 { return y * 64u + x; }
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) gid: vec3u) {
  let i = idx(gid.x, gid.y, gid.z);
}
