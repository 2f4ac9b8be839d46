@compute @workgroup_size(1)
fn main() {
  let sum = 0.0;
  sum = 1.0;
}
