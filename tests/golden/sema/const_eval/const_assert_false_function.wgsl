const N = 3;
@compute @workgroup_size(1)
fn main() {
  const_assert N > 4;
}
