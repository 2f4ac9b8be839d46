// The same storage ping-pong with the second barrier missing.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8)
fn main(@builtin(local_invocation_index) i: u32) {
  out[i] = i;
  for (var k = 0u; k < 3u; k++) {
    storageBarrier();
    let n = out[(i + 1u) % 8u];
    out[i] = n + 1u;
  }
}
// expect-race: 9:5 'out[0]' note 8:13
