@group(0) @binding(0) var<storage, read_write> counter: atomic<u32>;
@compute @workgroup_size(64)
fn main() {
  let delta: i32 = -1;
  atomicAdd(&counter, delta);
}
