@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  let half = i / 2u;
  let odd = (half & 1u) == 1u;
  if (odd) {
    workgroupBarrier();
  }
}
