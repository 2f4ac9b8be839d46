// Private and function variables belong to one invocation each.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<private> p: array<u32, 4>;
@compute @workgroup_size(16)
fn main(@builtin(local_invocation_index) i: u32) {
  var f: array<u32, 4>;
  p[i % 4u] = i;
  f[0] = p[i % 4u] + 1u;
  out[i] = f[0];
}
