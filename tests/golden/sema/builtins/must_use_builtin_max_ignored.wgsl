@compute @workgroup_size(1)
fn main() {
  var x = 1.0;
  max(x, 0.0);
}
