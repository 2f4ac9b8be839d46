// A write through a pointer parameter races with a neighbour's read.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> tile: array<u32, 16>;
fn bump(p: ptr<workgroup, u32>) { *p = *p + 1u; }
@compute @workgroup_size(16)
fn main(@builtin(local_invocation_index) i: u32) {
  bump(&tile[i / 2u]);
  workgroupBarrier();
  out[i] = tile[i];
}
// expect-race: 4:35 'tile[0]' note 4:35
// expect-race: 4:35 'tile[0]' note 4:40
