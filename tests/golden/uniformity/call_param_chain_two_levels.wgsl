fn inner(v: u32) {
  for (var k = 0u; k < v; k++) {
    storageBarrier();
  }
}
fn outer(a: u32, b: u32) {
  inner(a + b);
}
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  outer(1u, i);
}
