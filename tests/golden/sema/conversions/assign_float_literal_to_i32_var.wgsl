@compute @workgroup_size(1)
fn main() {
  var count = 0;
  count = 0.5;
}
