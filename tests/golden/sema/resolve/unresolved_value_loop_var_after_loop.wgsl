@compute @workgroup_size(1)
fn main() {
  var acc = 0u;
  for (var i = 0u; i < 4u; i++) {
    acc += i;
  }
  acc += i;
}
