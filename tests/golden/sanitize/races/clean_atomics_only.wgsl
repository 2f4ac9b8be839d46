// Atomic adds, exchanges and loads from every invocation: atomics never race with atomics.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> a: atomic<u32>;
@compute @workgroup_size(16)
fn main(@builtin(local_invocation_index) i: u32) {
  atomicAdd(&a, i);
  atomicMax(&a, i);
  let seen = atomicExchange(&a, i);
  out[i] = seen + atomicLoad(&a);
}
