var<workgroup> counter: atomic<u32>;
@compute @workgroup_size(64)
fn main() {
  counter++;
}
