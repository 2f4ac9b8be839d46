fn sync_if(x: u32) {
  if (x == 0u) {
    workgroupBarrier();
  }
}
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  sync_if(i);
}
