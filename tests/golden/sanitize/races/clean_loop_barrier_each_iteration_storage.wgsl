// Storage ping-pong within one workgroup ordered by storageBarrier.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8)
fn main(@builtin(local_invocation_index) i: u32) {
  out[i] = i;
  for (var k = 0u; k < 3u; k++) {
    storageBarrier();
    let n = out[(i + 1u) % 8u];
    storageBarrier();
    out[i] = n + 1u;
  }
}
