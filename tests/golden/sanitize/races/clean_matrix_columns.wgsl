// Each invocation writes one column of a workgroup matrix, all read it after a barrier.
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
var<workgroup> m: mat4x4<f32>;
@compute @workgroup_size(4)
fn main(@builtin(local_invocation_index) i: u32) {
  m[i] = vec4<f32>(f32(i));
  workgroupBarrier();
  out[i] = (m * vec4<f32>(1.0))[i];
}
