@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  var x = 0u;
  for (var k = 0u; k < 3u; k++) {
    x += i;
  }
  x = 0u;
  if (x == 0u) {
    workgroupBarrier();
  }
}
