// A non-atomic counter in workgroup memory.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> count: u32;
@compute @workgroup_size(32)
fn main(@builtin(local_invocation_index) i: u32) {
  count = count + 1u;
  workgroupBarrier();
  out[i] = count;
}
// expect-race: 6:3 'count' note 6:11
// expect-race: 6:3 'count' note 6:3
