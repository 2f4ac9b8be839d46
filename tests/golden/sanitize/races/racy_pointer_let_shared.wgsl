// A let-bound pointer to a shared element written by every invocation.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> tile: array<u32, 4>;
@compute @workgroup_size(8)
fn main(@builtin(local_invocation_index) i: u32) {
  let p = &tile[i % 4u];
  *p = i;
  workgroupBarrier();
  out[i] = tile[i % 4u];
}
// expect-race: 7:3 'tile[0]' note 7:3
