var<workgroup> total: atomic<i32>;
@compute @workgroup_size(64)
fn main() {
  let t = atomicLoad(&total, 0);
}
