@group(0) @binding(0) var<storage, read_write> buf: array<u32>;
@compute @workgroup_size(64) fn main() {
  let n = arrayLength(&buf);
  for (var k = 0u; k < n; k++) {
    workgroupBarrier();
  }
}
