var<workgroup> w: u32;
fn sync_and_check() -> bool {
  workgroupBarrier();
  return true;
}
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  let b = (i == 0u) && sync_and_check();
  if (b) { w = 1u; }
}
