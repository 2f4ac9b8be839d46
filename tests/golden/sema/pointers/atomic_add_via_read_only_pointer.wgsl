struct Counters { n: atomic<u32> }
@group(0) @binding(0) var<storage, read> counters: Counters;
@compute @workgroup_size(64)
fn main() {
  atomicAdd(&counters.n, 1u);
}
