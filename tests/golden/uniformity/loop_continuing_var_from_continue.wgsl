@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  var x = 0u;
  loop {
    if (x > 3u) {
      x = i;
      continue;
    }
    x = 0u;
    continuing {
      if (x == 7u) {
        workgroupBarrier();
      }
      break if x > 100u;
    }
  }
}
