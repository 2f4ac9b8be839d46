@group(0) @binding(0) var<storage, read_write> buf: array<u32>;
@compute @workgroup_size(64) fn main() {
  if (buf[0] > 4u) {
    workgroupBarrier();
  }
}
