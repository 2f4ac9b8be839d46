@compute @workgroup_size(64) fn main(@builtin(local_invocation_id) lid: vec3<u32>) {
  if (all(lid == vec3(0u))) {
    storageBarrier();
  }
}
