// Accumulating in a function variable, one write per invocation to its own slot.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> sums: array<u32, 8>;
@compute @workgroup_size(8)
fn main(@builtin(local_invocation_index) i: u32) {
  var acc = 0u;
  for (var k = 0u; k < 3u; k++) { acc += i + k; }
  sums[i] = acc;
  workgroupBarrier();
  out[i] = sums[7u - i];
}
