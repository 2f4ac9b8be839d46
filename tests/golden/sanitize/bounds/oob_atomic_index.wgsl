// An atomic on an element past the end of an array of atomics.
@group(0) @binding(0) var<storage, read_write> bins: array<atomic<u32>, 4>;
@compute @workgroup_size(8)
fn main(@builtin(local_invocation_index) i: u32) {
  atomicAdd(&bins[i], 1u);
}
// expect-oob: 5:19 write index 4 bound 4
