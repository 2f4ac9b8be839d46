@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  var x = 0u;
  loop {
    x = i;
    break;
  }
  if (x == 1u) {
    workgroupBarrier();
  }
}
