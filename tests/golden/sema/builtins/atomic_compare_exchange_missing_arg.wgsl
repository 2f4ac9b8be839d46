@group(0) @binding(0) var<storage, read_write> lock: atomic<u32>;
@compute @workgroup_size(1)
fn main() {
  let r = atomicCompareExchangeWeak(&lock, 0);
}
