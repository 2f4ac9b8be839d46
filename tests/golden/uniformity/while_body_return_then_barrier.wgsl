@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  var k = 0u;
  while (k < 4u) {
    if (i == k) {
      return;
    }
    k++;
  }
  workgroupBarrier();
}
