fn set_val(p: ptr<function, u32>, v: u32) {
  *p = v;
}
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  var x = 0u;
  set_val(&x, i);
  if (x == 0u) {
    workgroupBarrier();
  }
}
