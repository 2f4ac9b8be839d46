@compute @workgroup_size(1)
fn main() {
  var t = 0.0;
  t++;
}
