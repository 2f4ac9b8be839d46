@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  var n = 0;
  if (i == 1u) {
    n++;
  }
  if (n == 0) {
    workgroupBarrier();
  }
}
