fn count(p: ptr<function, u32>, n: u32) {
  for (var k = 0u; k < n; k++) {
    *p += 1u;
  }
}
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  var c = 0u;
  count(&c, i);
  if (c == 3u) {
    workgroupBarrier();
  }
}
