var<workgroup> wg: u32;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  if (i > 32u) {
    return;
  }
  _ = workgroupUniformLoad(&wg);
}
