fn sync() { workgroupBarrier(); }
@group(0) @binding(0) var<uniform> n: u32;
@compute @workgroup_size(64) fn main() {
  for (var k = 0u; k < n; k++) {
    sync();
  }
}
