// One invocation writes, the others read without a barrier.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> shared_value: u32;
@compute @workgroup_size(16)
fn main(@builtin(local_invocation_index) i: u32) {
  if (i == 0u) { shared_value = 42u; }
  out[i] = shared_value;
}
// expect-race: 7:12 'shared_value' note 6:18
