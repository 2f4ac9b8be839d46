struct S { a: u32, b: u32 }
fn check(p: ptr<function, S>) {
  if (p.b == 0u) {
    workgroupBarrier();
  }
}
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  var s = S(1u, i);
  check(&s);
}
