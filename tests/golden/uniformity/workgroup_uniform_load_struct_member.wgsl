struct S { n: u32, m: u32 }
var<workgroup> s: S;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  let v = workgroupUniformLoad(&s);
  for (var k = 0u; k < v.n; k++) {
    workgroupBarrier();
  }
  if (s.m == 2u) {
    workgroupBarrier();
  }
  _ = i;
}
