@compute @workgroup_size(64) fn main() {
  var k = 0u;
  while (k < 10u) {
    workgroupBarrier();
    k++;
  }
}
