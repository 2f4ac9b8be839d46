// Golden execution test: matrix constants: module and function consts (concrete and abstract),
// a const matrix expression, a const array of matrices indexed at run time, a const structure
// holding a matrix; used as operands, indexed, transposed, copied into variables.
struct Frame { m: mat2x3<f32>, scale: f32 }
const C = mat2x2(1.0, 2.0, 3.0, 4.0);
const M = C * 2.0 + C;
const R = array(mat2x2<f32>(1, 0, 0, 1), mat2x2<f32>(0, 1, -1, 0), mat2x2<f32>(-1, 0, 0, -1), mat2x2<f32>(0, -1, 1, 0));
const F = Frame(mat2x3<f32>(1, 2, 3, 4, 5, 6), 0.5);
@group(0) @binding(0) var<storage, read_write> out: array<f32, 32>;
fn turn(v: vec2<f32>, q: u32) -> vec2<f32> { return R[q % 4u] * v; }
@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) li: u32) {
  const L = mat3x2<f32>(1, 2, 3, 4, 5, 6);
  out[li] = M[li / 2u][li % 2u];
  let t = turn(vec2<f32>(1.0, 2.0), li);
  out[4u + li] = t.x - t.y;
  out[8u + li] = transpose(C)[li % 2u].y + determinant(C) + determinant(R[li]);
  var v: mat2x2<f32> = C;
  v[li % 2u] += vec2(f32(li));
  out[12u + li] = v[0].x + v[1].y;
  out[16u + li] = (F.m * vec2(f32(li), 1.0))[li % 3u] * F.scale;
  out[20u + li] = (L * vec3(1.0, 0.0, f32(li))).y + (vec2(1.0, f32(li)) * L).z;
  var acc = vec2<f32>(1.0, 0.0);
  for (var i = 0u; i < li + 1u; i++) { acc = R[1] * acc; }
  out[24u + li] = acc.x + 2.0 * acc.y;
}
