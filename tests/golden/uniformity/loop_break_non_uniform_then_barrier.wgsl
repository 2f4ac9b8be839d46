@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  loop {
    if (i > 2u) {
      break;
    }
    workgroupBarrier();
  }
}
