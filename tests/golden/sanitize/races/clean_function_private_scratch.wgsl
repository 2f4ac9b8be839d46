// A function that uses a function-scope scratch array: invocation memory never races.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn sum3(a: u32) -> u32 {
  var scratch: array<u32, 3>;
  for (var k = 0u; k < 3u; k++) { scratch[k] = a + k; }
  return scratch[0] + scratch[1] + scratch[2];
}
@compute @workgroup_size(16)
fn main(@builtin(local_invocation_index) i: u32) {
  out[i] = sum3(i);
}
