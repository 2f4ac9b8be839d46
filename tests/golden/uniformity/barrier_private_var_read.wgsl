var<private> counter: i32;
@compute @workgroup_size(64) fn main() {
  counter += 1;
  if (counter > 3) {
    workgroupBarrier();
  }
}
