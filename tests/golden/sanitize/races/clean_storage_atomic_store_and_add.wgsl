// A storage counter updated by atomicAdd and reset by atomicStore: atomics never race with atomics.
@group(0) @binding(0) var<storage, read_write> counter: atomic<u32>;
@compute @workgroup_size(4)
fn main(@builtin(local_invocation_index) i: u32) {
  atomicAdd(&counter, 1u);
  if (i == 3u) { atomicStore(&counter, 0u); }
}
