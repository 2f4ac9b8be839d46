var<workgroup> hits: atomic<u32>;
@compute @workgroup_size(64)
fn main() {
  let n = hits + 1;
}
