var<workgroup> data: array<u32, 64>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  let v = workgroupUniformLoad(&data[i]);
  _ = v;
}
