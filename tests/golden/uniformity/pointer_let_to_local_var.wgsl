@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  var a = array<u32, 4>();
  let p = &a[1];
  *p = i;
  if (a[2] == 0u) {
    workgroupBarrier();
  }
}
