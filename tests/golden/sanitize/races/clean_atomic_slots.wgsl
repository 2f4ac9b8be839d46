// Each invocation writes the slot an atomic counter gave it.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> next: atomic<u32>;
var<workgroup> slots: array<u32, 8>;
@compute @workgroup_size(8)
fn main(@builtin(local_invocation_index) i: u32) {
  let slot = atomicAdd(&next, 1u);
  slots[slot] = i;
  workgroupBarrier();
  out[i] = slots[i];
}
