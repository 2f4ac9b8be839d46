fn b(x: u32) {
  if (x == 0u) { workgroupBarrier(); }
}
fn a(x: u32) {
  if (x == 1u) { workgroupBarrier(); }
}
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  a(i);
  b(i);
}
