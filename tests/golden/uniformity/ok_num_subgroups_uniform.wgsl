enable subgroups;
requires subgroup_id;
@compute @workgroup_size(64) fn main(@builtin(num_subgroups) n: u32) {
  if (n == 2u) {
    workgroupBarrier();
  }
}
