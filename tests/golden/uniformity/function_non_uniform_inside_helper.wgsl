@group(0) @binding(0) var<storage, read_write> buf: array<u32>;
fn helper() {
  if (buf[2] == 0u) {
    workgroupBarrier();
  }
}
@compute @workgroup_size(64) fn main() {
  helper();
}
