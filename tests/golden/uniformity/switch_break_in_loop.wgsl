@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  var x = 0u;
  loop {
    switch (x) {
      case 0u: {
        x = i;
        break;
      }
      default: {
      }
    }
    if (x == 5u) {
      workgroupBarrier();
    }
    break;
  }
}
