@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  var x = 0u;
  loop {
    if (x == 5u) {
      workgroupBarrier();
    }
    continuing {
      x = i;
      break if x > 10u;
    }
  }
}
