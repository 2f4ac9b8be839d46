@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  var k = 0u;
  loop {
    workgroupBarrier();
    continuing {
      k++;
      break if k > i;
    }
  }
}
