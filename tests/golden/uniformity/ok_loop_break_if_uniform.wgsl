@compute @workgroup_size(64) fn main() {
  var k = 0u;
  loop {
    workgroupBarrier();
    continuing {
      k++;
      break if k > 4u;
    }
  }
}
