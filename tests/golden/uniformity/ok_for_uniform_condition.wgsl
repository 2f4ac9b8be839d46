@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  var sum = 0u;
  for (var k = 0u; k < 8u; k++) {
    sum += k;
    workgroupBarrier();
  }
  _ = i + sum;
}
