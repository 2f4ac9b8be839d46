@compute @workgroup_size(1)
fn main() {
  var<private> seed: u32 = 7u;
}
