// A loop bounded by the array length.
@group(0) @binding(0) var<storage, read_write> out: array<u32, 10>;
@compute @workgroup_size(1)
fn main() {
  for (var k = 0u; k < 10u; k++) { out[k] = k * k; }
}
