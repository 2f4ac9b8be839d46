var<workgroup> data: array<u32, 64>;
fn load(k: u32) -> u32 {
  return workgroupUniformLoad(&data[k]);
}
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  _ = load(i);
}
