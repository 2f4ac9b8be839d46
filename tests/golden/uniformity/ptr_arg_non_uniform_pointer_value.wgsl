fn read_at(p: ptr<function, array<u32, 4>>, k: u32) -> u32 {
  let q = &(*p)[k];
  return *q;
}
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  var a = array<u32, 4>();
  if (read_at(&a, i & 3u) == 0u) {
    workgroupBarrier();
  }
}
