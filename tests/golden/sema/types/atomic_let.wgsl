var<workgroup> counter: atomic<u32>;
@compute @workgroup_size(1)
fn main() {
  let c: atomic<u32> = counter;
}
