@group(0) @binding(0) var<storage, read> buf: array<u32, 4>;
fn read_buf(p: ptr<storage, array<u32, 4>, read>) -> u32 {
  return (*p)[0];
}
@compute @workgroup_size(64) fn main() {
  if (read_buf(&buf) == 0u) {
    workgroupBarrier();
  }
}
