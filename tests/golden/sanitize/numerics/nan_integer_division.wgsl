// Integer division and remainder by a zero divisor (WGSL defines their results; the check still says so).
// sanitize-checks: numerics
@group(0) @binding(0) var<storage, read_write> ints: array<i32, 8>;
@compute @workgroup_size(4)
fn main(@builtin(local_invocation_index) i: u32) {
  ints[i] = 10 / ints[4u + i];
  ints[4u + i] = 7 % ints[i] + 1;
}
// expect-numerics: 6:13 sanitize.division-by-zero
