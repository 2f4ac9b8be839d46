// Two invocations write components of one matrix column.
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
var<workgroup> m: mat2x2<f32>;
@compute @workgroup_size(2)
fn main(@builtin(local_invocation_index) i: u32) {
  m[0][i] = 1.0;
  workgroupBarrier();
  out[i] = m[0][i];
}
// expect-race: 6:3 'm[0]' note 6:3
