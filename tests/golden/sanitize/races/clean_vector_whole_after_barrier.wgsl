// One invocation writes a vector, all read components after the barrier.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> v: vec4<u32>;
@compute @workgroup_size(4)
fn main(@builtin(local_invocation_index) i: u32) {
  if (i == 0u) { v = vec4<u32>(1u, 2u, 3u, 4u); }
  workgroupBarrier();
  out[i] = v[i];
}
