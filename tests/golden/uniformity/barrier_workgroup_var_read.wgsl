var<workgroup> flag: u32;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  if (i == 0u) { flag = 1u; }
  workgroupBarrier();
  if (flag == 1u) {
    workgroupBarrier();
  }
}
