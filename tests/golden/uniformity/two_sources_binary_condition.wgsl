var<private> p: u32;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  if (i + p > 3u) {
    workgroupBarrier();
  }
}
