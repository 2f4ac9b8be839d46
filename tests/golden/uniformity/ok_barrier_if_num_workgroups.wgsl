@compute @workgroup_size(64) fn main(@builtin(num_workgroups) n: vec3u, @builtin(local_invocation_index) i: u32) {
  if (n.y > 2u) {
    workgroupBarrier();
  }
  _ = i;
}
