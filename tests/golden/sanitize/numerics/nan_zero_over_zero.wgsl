// 0.0 / 0.0 from a zeroed input: NaN from finite operands.
// sanitize-checks: numerics
@group(0) @binding(0) var<storage, read_write> data: array<f32, 8>;
@compute @workgroup_size(4)
fn main(@builtin(local_invocation_index) i: u32) {
  data[4u + i] = data[i] / data[i];
}
// expect-numerics: 6:18 sanitize.not-finite
