// Two buffers in turn, a barrier after each phase.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> a: array<u32, 16>;
var<workgroup> b: array<u32, 16>;
@compute @workgroup_size(16)
fn main(@builtin(local_invocation_index) i: u32) {
  a[i] = i;
  workgroupBarrier();
  for (var k = 0u; k < 3u; k++) {
    b[i] = a[(i + 1u) % 16u];
    workgroupBarrier();
    a[i] = b[(i + 1u) % 16u];
    workgroupBarrier();
  }
  out[i] = a[i];
}
