// A division guarded against zero by an if (select would compute 1.0 / 0.0 before choosing), and
// an integer division by a divisor that is never zero: nothing to report.
// sanitize-checks: numerics
// sanitize-buffer: 0:0 32 iota
@group(0) @binding(0) var<storage, read_write> data: array<f32, 8>;
@compute @workgroup_size(4)
fn main(@builtin(local_invocation_index) i: u32) {
  let d = f32(bitcast<u32>(data[i]));
  if (d != 0.0) { data[4u + i] = 1.0 / d; }
  let w = bitcast<u32>(data[i]) + 1u;
  data[i] = f32(10u / w) + sqrt(f32(w));
}
