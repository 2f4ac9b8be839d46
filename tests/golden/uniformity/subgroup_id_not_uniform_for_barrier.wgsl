enable subgroups;
requires subgroup_id;
@compute @workgroup_size(64) fn main(@builtin(subgroup_id) sg: u32) {
  if (sg == 0u) {
    workgroupBarrier();
  }
}
