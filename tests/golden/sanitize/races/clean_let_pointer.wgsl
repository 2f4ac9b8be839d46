// A let-bound pointer to the invocation's own element.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> tile: array<u32, 16>;
@compute @workgroup_size(16)
fn main(@builtin(local_invocation_index) i: u32) {
  let p = &tile[i];
  *p = i;
  *p += 1u;
  workgroupBarrier();
  out[i] = tile[(i + 3u) % 16u];
}
