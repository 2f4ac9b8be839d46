@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  later(i);
}
fn later(x: u32) {
  for (var k = x; k < 4u; k++) {
    workgroupBarrier();
  }
}
