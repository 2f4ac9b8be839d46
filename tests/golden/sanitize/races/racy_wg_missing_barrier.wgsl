// A tile written and read by neighbours with no barrier between.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> tile: array<u32, 64>;
@compute @workgroup_size(64)
fn main(@builtin(local_invocation_index) i: u32) {
  tile[i] = i;
  out[i] = tile[(i + 1u) % 64u];
}
// expect-race: 7:12 'tile[1]' note 6:3
