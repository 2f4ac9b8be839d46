@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  var k = 0u;
  loop {
    let step = i % 3u;
    continuing {
      k += step;
      if (k > 1u) {
        workgroupBarrier();
      }
      break if k > 20u;
    }
  }
}
