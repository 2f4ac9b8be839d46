// An overflowing exp and multiplication: infinities from finite operands (the log of a finite
// value after them is finite).
// sanitize-checks: numerics
// sanitize-buffer: 0:0 32 iota
@group(0) @binding(0) var<storage, read_write> data: array<f32, 8>;
@compute @workgroup_size(1)
fn main() {
  let big = f32(bitcast<u32>(data[7])) * 1e30;
  data[0] = exp(100.0 + f32(bitcast<u32>(data[1])));
  data[1] = big * big;
  data[2] = log(f32(bitcast<u32>(data[0])));
}
// expect-numerics: 10:13 sanitize.not-finite
// expect-numerics: 9:13 sanitize.not-finite
