@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  let m = max(i, 3u);
  let c = clamp(m, 0u, 10u);
  if (c == 3u) {
    workgroupBarrier();
  }
}
