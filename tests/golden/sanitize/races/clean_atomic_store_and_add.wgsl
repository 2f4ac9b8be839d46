// atomicStore and atomicAdd on one word from several invocations: atomics never race with atomics.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> flag: atomic<u32>;
@compute @workgroup_size(4)
fn main(@builtin(local_invocation_index) i: u32) {
  if (i == 0u) { atomicStore(&flag, 1u); }
  atomicAdd(&flag, 1u);
  workgroupBarrier();
  out[i] = atomicLoad(&flag);
}
