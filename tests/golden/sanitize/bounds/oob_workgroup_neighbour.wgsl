// A stencil that reads one past each end of a workgroup tile.
@group(0) @binding(0) var<storage, read_write> out: array<u32, 16>;
var<workgroup> tile: array<u32, 16>;
@compute @workgroup_size(16)
fn main(@builtin(local_invocation_index) i: u32) {
  tile[i] = i;
  workgroupBarrier();
  out[i] = tile[i + 1u];
}
// expect-oob: 8:17 read index 16 bound 16
