// An atomic counter in workgroup memory, read after a barrier.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> count: atomic<u32>;
@compute @workgroup_size(32)
fn main(@builtin(local_invocation_index) i: u32) {
  atomicAdd(&count, 1u);
  workgroupBarrier();
  out[i] = atomicLoad(&count);
}
