// Golden execution test: more matrix forms: constructors from scalars, columns and another
// matrix, non-square products, matrices as function parameters and results chained, columns
// and elements by run-time index (read and written), pointers to a matrix and to one column.
@group(0) @binding(0) var<storage, read> inp: array<f32, 8>;
@group(0) @binding(1) var<storage, read_write> out: array<f32, 36>;
fn rot(a: f32) -> mat2x2<f32> { return mat2x2<f32>(a, 1.0, -1.0, a); }
fn twice(m: mat2x2<f32>) -> mat2x2<f32> { return m * m; }
fn set_y(p: ptr<function, vec3<f32>>, k: f32) { p.y = k; }
fn scale_all(p: ptr<function, mat3x3<f32>>, k: f32) { *p = *p * k; (*p)[2].z += 1.0; }
@compute @workgroup_size(2) fn main(@builtin(local_invocation_index) li: u32) {
  let a = mat3x2(inp[0], inp[1], inp[2], inp[3], inp[4], inp[5]);
  let b = mat2x3(vec3(inp[0], 1, 2), vec3<f32>(3, 4, inp[1]));
  let c = mat4x4<f32>(vec4(1.0), vec4(2.0), vec4(3.0), vec4(inp[2]));
  let d = mat2x4<f32>(vec4(a[0], a[1]), vec4(a[2], a[0]));
  let e = mat3x2<f32>(a);
  out[0] = a[2].y; out[1] = b[1].z; out[2] = c[3].w; out[3] = d[1].w; out[4] = e[1].x;
  let g = b * a;
  out[5] = g[2][2]; out[6] = g[0][1];
  let h = a * b;
  out[7] = h[1][0];
  let k = mat4x3<f32>(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12) * mat3x4<f32>(1, 0, 0, 1, 0, 1, 0, 1, 0, 0, 1, 1);
  out[8] = k[2][1]; out[9] = k[0][0];
  let v = vec4<f32>(1, 2, 3, 4) * mat3x4<f32>(1, 0, 0, 1, 0, 1, 0, 1, 0, 0, 1, 1);
  out[10] = v.z;
  let m = twice(rot(inp[6])) * twice(rot(2.0));
  out[11 + li] = m[li][1u - li];
  out[13 + li] = determinant(twice(rot(inp[7]))) + (vec2<f32>(1, 2) * rot(f32(li))).y;
  var n = mat3x3<f32>();
  let col = &n[li + 1u];
  col.x = 3.0;
  set_y(&n[2u - li], 4.0);
  n[li][li + 1u] = 5.0;
  scale_all(&n, 2.0);
  for (var i = 0u; i < 3u; i++) { out[15u + li * 9u + i * 3u] = n[i].x; out[16u + li * 9u + i * 3u] = n[i].y; out[17u + li * 9u + i * 3u] = n[i].z; }
}
