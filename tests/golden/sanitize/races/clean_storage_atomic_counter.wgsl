// The atomic counter of the reference sheet, two workgroups.
// sanitize-dispatch: 2
@group(0) @binding(0) var<storage, read_write> counter: atomic<u32>;
@compute @workgroup_size(64)
fn main() {
  atomicAdd(&counter, 1u);
}
