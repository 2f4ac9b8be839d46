var<workgroup> c: atomic<u32>;
@compute @workgroup_size(1)
fn main() {
  _ = c;
}
