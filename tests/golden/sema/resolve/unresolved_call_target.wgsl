@compute @workgroup_size(1)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
  let h = hash(gid.x);
  _ = h;
}
