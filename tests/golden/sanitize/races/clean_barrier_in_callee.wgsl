// Barriers in a helper function order the phases.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> tile: array<u32, 16>;
fn sync() { workgroupBarrier(); }
@compute @workgroup_size(16)
fn main(@builtin(local_invocation_index) i: u32) {
  tile[i] = i;
  sync();
  let a = tile[(i + 1u) % 16u];
  sync();
  tile[i] = a * 2u;
  sync();
  out[i] = tile[(i + 2u) % 16u];
}
