@compute @workgroup_size(1)
fn main() {
  var count: uint = 0u;
  count += 1u;
}
