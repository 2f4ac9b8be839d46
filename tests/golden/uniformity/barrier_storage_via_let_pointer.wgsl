@group(0) @binding(0) var<storage, read_write> buf: array<u32, 4>;
@compute @workgroup_size(64) fn main() {
  let p = &buf[1];
  if (*p == 3u) {
    workgroupBarrier();
  }
}
