// A loop that runs one element too far (<= instead of <).
@group(0) @binding(0) var<storage, read_write> out: array<u32, 10>;
@compute @workgroup_size(1)
fn main() {
  for (var k = 0u; k <= 10u; k++) { out[k] = k * k; }
}
// expect-oob: 5:41 write index 10 bound 10
