// The stencil with min() at the edge.
@group(0) @binding(0) var<storage, read_write> out: array<u32, 16>;
var<workgroup> tile: array<u32, 16>;
@compute @workgroup_size(16)
fn main(@builtin(local_invocation_index) i: u32) {
  tile[i] = i;
  workgroupBarrier();
  out[i] = tile[min(i + 1u, 15u)];
}
