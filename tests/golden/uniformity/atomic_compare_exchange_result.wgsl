@group(0) @binding(0) var<storage, read_write> lock: atomic<u32>;
@compute @workgroup_size(64) fn main() {
  let r = atomicCompareExchangeWeak(&lock, 0u, 1u);
  if (r.exchanged) {
    workgroupBarrier();
  }
}
