// The helpers with the barrier between them.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> tile: array<u32, 16>;
fn put(i: u32, v: u32) { tile[i] = v; }
fn fetch_tile(i: u32) -> u32 { return tile[i]; }
@compute @workgroup_size(16)
fn main(@builtin(local_invocation_index) i: u32) {
  put(i, i);
  workgroupBarrier();
  out[i] = fetch_tile((i + 1u) % 16u);
}
