@compute @workgroup_size(1)
fn main() {
  var total = 0.0;
  for (var i = 0; i < 4; i++) {
    total = i;
  }
}
