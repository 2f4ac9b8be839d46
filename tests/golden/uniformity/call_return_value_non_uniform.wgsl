fn lane(i: u32) -> u32 {
  return i % 2u;
}
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  if (lane(i) == 0u) {
    workgroupBarrier();
  }
}
