fn f(x: u32) -> u32 {
  _ = x;
  return 1u;
}
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  if (f(i) == 1u) {
    workgroupBarrier();
  }
}
