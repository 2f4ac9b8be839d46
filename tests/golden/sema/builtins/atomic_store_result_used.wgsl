var<workgroup> flag: atomic<u32>;
@compute @workgroup_size(64)
fn main() {
  let old = atomicStore(&flag, 1u);
}
