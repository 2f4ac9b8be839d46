// The same loop with a barrier at the end of each iteration.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> v: array<u32, 16>;
@compute @workgroup_size(16)
fn main(@builtin(local_invocation_index) i: u32) {
  v[i] = i;
  workgroupBarrier();
  for (var k = 0u; k < 4u; k++) {
    let n = v[(i + 1u) % 16u];
    workgroupBarrier();
    v[i] = n;
    workgroupBarrier();
  }
  out[i] = v[i];
}
