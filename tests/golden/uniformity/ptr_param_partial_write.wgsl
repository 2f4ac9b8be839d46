fn set_first(p: ptr<function, array<u32, 2>>) {
  (*p)[0] = 1u;
}
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  var a = array<u32, 2>(i, i);
  set_first(&a);
  if (a[1] == 0u) {
    workgroupBarrier();
  }
}
