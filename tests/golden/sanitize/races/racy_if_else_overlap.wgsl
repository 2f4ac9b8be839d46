// if/else branches whose indices overlap.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> v: array<u32, 16>;
@compute @workgroup_size(16)
fn main(@builtin(local_invocation_index) i: u32) {
  if (i < 8u) { v[i] = 1u; } else { v[i - 8u] = 2u; }
  workgroupBarrier();
  out[i] = v[i];
}
// expect-race: 6:37 'v[0]' note 6:17
