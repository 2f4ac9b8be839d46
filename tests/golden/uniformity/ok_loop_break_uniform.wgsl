@group(0) @binding(0) var<uniform> n: u32;
@compute @workgroup_size(64) fn main() {
  var k = 0u;
  loop {
    if (k >= n) { break; }
    workgroupBarrier();
    k++;
  }
}
