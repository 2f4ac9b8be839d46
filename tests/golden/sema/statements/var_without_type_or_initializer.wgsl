@compute @workgroup_size(1)
fn main() {
  var acc;
  acc = 1.0;
}
