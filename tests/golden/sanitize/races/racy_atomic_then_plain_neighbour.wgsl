// Atomics and plain accesses in one kernel: the atomic counter is fine, the plain array it indexes is written by two invocations.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> next: atomic<u32>;
var<workgroup> slots: array<u32, 8>;
@compute @workgroup_size(8)
fn main(@builtin(local_invocation_index) i: u32) {
  let slot = atomicAdd(&next, 1u) / 2u;
  slots[slot] = i;
  workgroupBarrier();
  out[i] = slots[i];
}
// expect-race: 8:3 'slots[0]' note 8:3
