@compute @workgroup_size(1)
fn main() {
  var x: u32 = -1;
}
