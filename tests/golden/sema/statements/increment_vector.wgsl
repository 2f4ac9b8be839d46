@compute @workgroup_size(1)
fn main() {
  var idx = vec2u(0u);
  idx++;
}
