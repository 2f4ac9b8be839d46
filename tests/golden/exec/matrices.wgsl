// Golden execution test: matrices in memory and as values: constructors (columns, scalars),
// mat*vec, vec*mat, mat*mat, +, -, scalar scaling, indexing, transpose, determinant.
struct U { m: mat3x3<f32>, n: mat2x4<f32> }
@group(0) @binding(0) var<storage, read> inp: array<f32>;
@group(0) @binding(1) var<storage, read_write> u: U;
@group(0) @binding(2) var<storage, read_write> out: array<f32>;
fn scale(m: mat2x2<f32>, k: f32) -> mat2x2<f32> { return m * k; }
@compute @workgroup_size(1) fn main() {
  let a = mat2x2<f32>(inp[0], inp[1], inp[2], inp[3]);
  let b = mat2x2(vec2(inp[4], 1.0), vec2(2.0, inp[5]));
  let v = vec2(inp[6], inp[7]);
  let mv = a * v; out[0] = mv.x; out[1] = mv.y;
  let vm = v * a; out[2] = vm.x; out[3] = vm.y;
  let ab = a * b; out[4] = ab[0].x; out[5] = ab[0].y; out[6] = ab[1].x; out[7] = ab[1].y;
  let s = scale(a + b, 0.5) - b; out[8] = s[0][0]; out[9] = s[1][1];
  out[10] = determinant(a);
  let m3 = mat3x3<f32>(vec3(1.0, inp[0], 0.0), vec3(inp[1], 2.0, 1.0), vec3(0.0, inp[2], 3.0));
  out[11] = determinant(m3);
  u.m = transpose(m3) * 2.0;
  u.n = mat2x4<f32>(vec4(v, 1.0, 2.0), vec4(3.0, v, 4.0));
  u.n[1][2] += 10.0;
  let tn = transpose(u.n);
  out[12] = tn[3].x + tn[2].y;
  let mm = mat3x2<f32>(1.0, 2.0, 3.0, 4.0, 5.0, 6.0) * vec3(inp[0], inp[1], 1.0);
  out[13] = mm.x; out[14] = mm.y;
  var i = 0u;
  for (; i < 7u; i++) { }
  out[15] = m3[i].z + m3[i][i];
}
