fn f(p: ptr<function, u32>) {
  var x = *p;
  loop {
    if (x == 0u) {
      workgroupBarrier();
    }
    x = 1u;
    if (x > 2u) { break; }
  }
}
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  var v = i;
  f(&v);
}
