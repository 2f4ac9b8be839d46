@compute @workgroup_size(1)
fn main() {
  let seed: i32 = 3000000000;
}
