@compute @workgroup_size(1)
fn main() {
  let x: i32 = 100000 * 100000;
}
