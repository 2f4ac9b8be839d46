fn level3() {
  workgroupBarrier();
}
fn level2() {
  level3();
}
fn level1() {
  level2();
}
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  if (i == 0u) {
    level1();
  }
}
