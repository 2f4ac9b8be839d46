struct S { a: u32, b: u32 }
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  var s = S(0u, 0u);
  s.a = i;
  if (s.b == 0u) {
    workgroupBarrier();
  }
}
