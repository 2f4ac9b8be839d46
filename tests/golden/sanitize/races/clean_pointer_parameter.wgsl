// A pointer parameter to each invocation's own element.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> tile: array<u32, 16>;
fn bump(p: ptr<workgroup, u32>) { *p = *p + 1u; }
@compute @workgroup_size(16)
fn main(@builtin(local_invocation_index) i: u32) {
  bump(&tile[i]);
  workgroupBarrier();
  out[i] = tile[15u - i];
}
