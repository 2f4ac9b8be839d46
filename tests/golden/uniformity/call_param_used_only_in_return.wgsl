fn double(x: u32) -> u32 {
  return x * 2u;
}
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  let d = double(i);
  let e = double(4u);
  if (e == 8u) {
    workgroupBarrier();
  }
  if (d == 8u) {
    workgroupBarrier();
  }
}
