@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  var k = 0u;
  loop {
    if (i == 0u) {
      continue;
    }
    k++;
    continuing {
      workgroupBarrier();
      break if k > 4u;
    }
  }
}
