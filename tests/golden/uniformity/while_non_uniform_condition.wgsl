@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  var k = i;
  while (k < 10u) {
    workgroupBarrier();
    k++;
  }
}
