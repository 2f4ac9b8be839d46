fn get_val(p: ptr<function, array<u32, 4>>, k: u32) -> u32 {
  return (*p)[k];
}
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  var a = array<u32, 4>(1u, 2u, 3u, 4u);
  if (get_val(&a, i % 4u) == 2u) {
    workgroupBarrier();
  }
}
