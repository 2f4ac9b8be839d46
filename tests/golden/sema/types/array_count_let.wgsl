@compute @workgroup_size(1)
fn main() {
  let n = 4u;
  var a: array<f32, n>;
}
