@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  var x = 0u;
  let p = &x;
  *p = i;
  if (x == 0u) {
    workgroupBarrier();
  }
}
