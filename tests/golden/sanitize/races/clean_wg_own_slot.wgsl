// Each invocation only ever touches its own slot: no barrier needed.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> v: array<u32, 32>;
@compute @workgroup_size(32)
fn main(@builtin(local_invocation_index) i: u32) {
  v[i] = i * 2u;
  v[i] = v[i] + 1u;
  out[i] = v[i];
}
