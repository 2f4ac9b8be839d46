// storageBarrier does not order workgroup memory.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> tile: array<u32, 64>;
@compute @workgroup_size(64)
fn main(@builtin(local_invocation_index) i: u32) {
  tile[i] = i;
  storageBarrier();
  out[i] = tile[63u - i];
}
// expect-race: 8:12 'tile[63]' note 6:3
