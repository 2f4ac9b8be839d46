// Read of a neighbour, then a write of one's own slot, with no barrier between (a write-after-read race).
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> v: array<u32, 32>;
@compute @workgroup_size(32)
fn main(@builtin(local_invocation_index) i: u32) {
  v[i] = i;
  workgroupBarrier();
  let left = v[(i + 31u) % 32u];
  v[i] = left + 1u;
  workgroupBarrier();
  out[i] = v[i];
}
// expect-race: 9:3 'v[0]' note 8:14
