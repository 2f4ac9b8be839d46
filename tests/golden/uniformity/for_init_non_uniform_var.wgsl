@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  for (var k = i; k < 10u; k++) {
    workgroupBarrier();
  }
}
