@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  let x = 3u;
  if (x == 3u || i == 2u) {
    workgroupBarrier();
  }
}
