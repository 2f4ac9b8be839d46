@compute @workgroup_size(64)
fn main() {
  let b = workgroupBarrier();
}
