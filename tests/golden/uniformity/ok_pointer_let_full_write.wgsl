@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  var x = i;
  let p = &x;
  *p = 4u;
  if (x == 4u) {
    workgroupBarrier();
  }
}
