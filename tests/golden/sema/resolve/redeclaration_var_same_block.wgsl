@compute @workgroup_size(1)
fn main() {
  var acc = 0.0;
  for (var i = 0; i < 4; i++) { acc += 1.0; }
  var acc = 1.0;
}
