var<private> gate: u32;
fn first() {
  if (gate == 0u) {
    workgroupBarrier();
  }
}
fn second(x: u32) {
  if (x == 0u) {
    workgroupBarrier();
  }
}
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  second(i);
  first();
}
