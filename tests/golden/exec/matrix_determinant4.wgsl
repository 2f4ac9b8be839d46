// Golden execution test: determinant of 4x4 matrices: in storage, function and workgroup memory,
// of a transpose, a product and a function result, with integer and fractional entries.
@group(0) @binding(0) var<storage, read> inp: array<mat4x4<f32>, 2>;
@group(0) @binding(1) var<storage, read_write> out: array<f32, 16>;
var<workgroup> wm: mat4x4<f32>;
fn rot(t: f32) -> mat4x4<f32> {
  return mat4x4<f32>(cos(t), sin(t), 0.0, 0.0, -sin(t), cos(t), 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0);
}
@compute @workgroup_size(2) fn main(@builtin(local_invocation_index) li: u32) {
  let m = inp[li];
  out[li] = determinant(m);
  out[2u + li] = determinant(transpose(m));
  let i = mat4x4<f32>(1, 2, 3, 4, 0, 1, 5, 6, 2, 0, 1, 7, 3, 1, 0, f32(li + 1u));
  out[4u + li] = determinant(i);
  out[6u + li] = determinant(i * mat4x4<f32>(2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 0, 0, 0, 5));
  if (li == 0u) { wm = mat4x4<f32>(vec4(1.0), vec4(1.0, 2.0, 3.0, 4.0), vec4(0.0, 1.0, 0.0, 1.0), vec4(2.0, 0.0, 1.0, 0.0)); }
  workgroupBarrier();
  out[8u + li] = determinant(wm);
  out[10u + li] = determinant(rot(0.0) * 2.0);
  out[12u + li] = determinant(mat4x4<f32>());
}
