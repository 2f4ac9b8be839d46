@compute @workgroup_size(1)
fn main() {
  var local_count: atomic<u32>;
}
