// One invocation writes then reads a shared word; nobody else touches it.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> w: u32;
@compute @workgroup_size(8)
fn main(@builtin(local_invocation_index) i: u32) {
  if (i == 3u) {
    w = 1u;
    w = w + 1u;
    out[0] = w;
  }
}
