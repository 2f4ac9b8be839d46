@group(0) @binding(0) var<storage, read_write> buf: array<u32>;
fn first() -> u32 {
  return buf[0];
}
@compute @workgroup_size(64) fn main() {
  if (first() == 0u) {
    workgroupBarrier();
  }
}
