// The same tile exchange with its barrier.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> tile: array<u32, 64>;
@compute @workgroup_size(64)
fn main(@builtin(local_invocation_index) i: u32) {
  tile[i] = i;
  workgroupBarrier();
  out[i] = tile[(i + 1u) % 64u];
}
