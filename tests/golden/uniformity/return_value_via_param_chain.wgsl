fn id(x: u32) -> u32 { return x; }
fn twice(x: u32) -> u32 { return id(id(x)); }
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  let v = twice(i);
  if (v == 0u) {
    workgroupBarrier();
  }
}
