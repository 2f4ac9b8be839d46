@group(0) @binding(0) var<uniform> u: u32;
@compute @workgroup_size(64) fn main() {
  for (var k = 0u; k < 4u; k++) {
    if (u == k) {
      return;
    }
  }
  workgroupBarrier();
}
