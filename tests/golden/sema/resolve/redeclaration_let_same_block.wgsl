@compute @workgroup_size(1)
fn main() {
  let x = 1;
  let x = 2;
}
