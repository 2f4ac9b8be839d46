@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  var acc = 0u;
  acc += i;
  if (acc > 5u) {
    workgroupBarrier();
  }
}
