fn set_val(p: ptr<function, u32>) {
  *p = 1u;
}
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  var a = array<u32, 2>(i, i);
  set_val(&a[0]);
  if (a[0] == 0u) {
    workgroupBarrier();
  }
}
