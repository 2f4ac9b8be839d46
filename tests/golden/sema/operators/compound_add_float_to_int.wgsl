@compute @workgroup_size(1)
fn main() {
  var count = 0i;
  let step = 0.5f;
  count += step;
}
