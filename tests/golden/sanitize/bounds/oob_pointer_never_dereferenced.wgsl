// A pointer to an element past the end, formed in a loop and never used: the index is still out
// of bounds (reported as such, once per loop iteration, with no read or write).
@group(0) @binding(0) var<storage, read_write> out: array<u32, 4>;
var<workgroup> tile: array<u32, 4>;
@compute @workgroup_size(4)
fn main(@builtin(local_invocation_index) i: u32) {
  for (var k = 0u; k < 3u; k++) {
    let p = &tile[i + 4u];
  }
  out[i] = i;
}
// expect-oob: 8:19 index index 4 bound 4
