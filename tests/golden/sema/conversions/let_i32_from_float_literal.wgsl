@compute @workgroup_size(1)
fn main() {
  let x: i32 = 1.5;
}
