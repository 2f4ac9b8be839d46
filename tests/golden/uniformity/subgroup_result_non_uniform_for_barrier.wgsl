enable subgroups;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  let total = subgroupAdd(i);
  if (total > 10u) {
    workgroupBarrier();
  }
}
