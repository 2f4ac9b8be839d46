enable subgroups;
@compute @workgroup_size(64) fn main(@builtin(subgroup_size) n: u32) {
  if (n == 32u) {
    workgroupBarrier();
  }
}
