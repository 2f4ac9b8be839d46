// Slots handed out by an atomic counter are fine; the plain write of a shared total is not.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> next: atomic<u32>;
var<workgroup> total: u32;
@compute @workgroup_size(8)
fn main(@builtin(local_invocation_index) i: u32) {
  let slot = atomicAdd(&next, 1u);
  total = slot;
  workgroupBarrier();
  out[i] = total;
}
// expect-race: 8:3 'total' note 8:3
