// A workgroup array cleared by one invocation while others write it.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> v: array<u32, 8>;
@compute @workgroup_size(8)
fn main(@builtin(local_invocation_index) i: u32) {
  if (i == 0u) { v = array<u32, 8>(); }
  v[i] = i;
  workgroupBarrier();
  out[i] = v[i];
}
// expect-race: 7:3 'v[1]' note 6:22
