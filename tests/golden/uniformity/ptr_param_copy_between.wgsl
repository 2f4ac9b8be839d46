fn copy(dst: ptr<function, u32>, src: ptr<function, u32>) {
  *dst = *src;
}
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  var a = 0u;
  var b = i;
  copy(&a, &b);
  if (a == 0u) {
    workgroupBarrier();
  }
}
