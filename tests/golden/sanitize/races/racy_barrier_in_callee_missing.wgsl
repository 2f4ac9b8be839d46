// The barrier lives in a helper that the second phase forgot to call.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> tile: array<u32, 16>;
fn sync() { workgroupBarrier(); }
@compute @workgroup_size(16)
fn main(@builtin(local_invocation_index) i: u32) {
  tile[i] = i;
  sync();
  let a = tile[(i + 1u) % 16u];
  tile[i] = a * 2u;
  out[i] = tile[(i + 2u) % 16u];
}
// expect-race: 10:3 'tile[0]' note 9:11
// expect-race: 11:12 'tile[2]' note 10:3
