// Golden execution test: matrices converted between f32 and f16 (`mat2x3<f16>(m)` converts each
// component; the two types' columns have different strides) and abstract matrices materialized
// as f16 (each component rounded once from the checker's value). Both were once copied bit for
// bit: the f32 words read as pairs of f16 halves (CTS unary,f16_conversion:f32_mat,
// f32_conversion:f16_mat, f16_conversion:abstract_float_mat, constructor,non_zero:
// abstract_matrix_elements).
enable f16;
@group(0) @binding(0) var<storage, read> inf: array<mat2x3<f32>, 2>;
@group(0) @binding(1) var<storage, read_write> outh: array<mat2x3<f16>, 4>;
@group(0) @binding(2) var<storage, read_write> outf: array<mat3x2<f32>, 2>;
@compute @workgroup_size(1) fn main() {
  outh[0] = mat2x3<f16>(inf[0]);
  var m = inf[1];
  outh[1] = mat2x3<f16>(m);
  outh[2] = mat2x3(1.0, -10.0, 0.1, 65504.0, 0.001, 3.0) * (1.0 / 3.0);
  outh[3] = mat2x3<f16>(mat2x3(11.0, 12.0, 13.0, 21.0, 22.0, 23.0));
  let h = mat3x2<f16>(1.5h, -2.25h, 0.099975586h, 6.0h, -0.0h, 1000.0h);
  var hv = h;
  outf[0] = mat3x2<f32>(hv);
  outf[1] = mat3x2<f32>(h * 2.0h);
}
