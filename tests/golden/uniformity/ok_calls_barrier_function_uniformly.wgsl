fn sync() {
  workgroupBarrier();
}
fn twice() {
  sync();
  sync();
}
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  twice();
  _ = i;
}
