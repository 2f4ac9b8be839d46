@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  let a = true;
  let b = (a && (i > 2u)) || a;
  if (b) {
    workgroupBarrier();
  }
}
