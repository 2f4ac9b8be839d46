@compute @workgroup_size(1)
fn main() {
  let total = sum * 2.0;
  var sum = 1.0;
  _ = total;
}
