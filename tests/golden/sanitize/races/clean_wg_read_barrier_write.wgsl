// Read of a neighbour, a barrier, then the write.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> v: array<u32, 32>;
@compute @workgroup_size(32)
fn main(@builtin(local_invocation_index) i: u32) {
  v[i] = i;
  workgroupBarrier();
  let left = v[(i + 31u) % 32u];
  workgroupBarrier();
  v[i] = left + 1u;
  workgroupBarrier();
  out[i] = v[i];
}
