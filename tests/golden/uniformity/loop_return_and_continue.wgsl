@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  var k = 0u;
  loop {
    k++;
    if (k == i) {
      return;
    }
    if (k > 5u) {
      break;
    }
  }
  workgroupBarrier();
}
