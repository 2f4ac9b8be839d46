@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  var x = 0u;
  var k = 0u;
  loop {
    if (x == 1u) {
      workgroupBarrier();
    }
    x = i;
    k++;
    if (k > 4u) { break; }
  }
}
