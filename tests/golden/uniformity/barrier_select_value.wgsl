@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  let n = select(1u, 2u, i > 3u);
  for (var k = 0u; k < n; k++) {
    workgroupBarrier();
  }
}
