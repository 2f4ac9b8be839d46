var<workgroup> w: u32;
fn read_buf(p: ptr<workgroup, u32>) -> u32 {
  return *p;
}
@compute @workgroup_size(64) fn main() {
  if (read_buf(&w) == 0u) {
    workgroupBarrier();
  }
}
