// Assignments whose right side, a constructor, reads the destination: WGSL evaluates the right
// side whole before the store. Both executors once built such a constructor in place, operand by
// operand, so later operands read the columns, elements or members already overwritten
// (`pm = array(pm[1], mat3x3(.., pm[0][1]))` gave the new pm[0][1]), in every address space,
// through pointers and through functions that read the destination.
struct S { a: u32, v: vec3<u32>, b: u32 }
@group(0) @binding(0) var<storage, read> inp: array<u32, 4>;
@group(0) @binding(1) var<storage, read_write> o: array<f32>;
@group(0) @binding(2) var<storage, read_write> st: array<S, 2>;
var<private> pm: array<mat3x3<f32>, 2>;

fn first_of_pm() -> f32 { return pm[0][0].x; }

fn swap_through(p: ptr<function, mat2x2<f32>>) { *p = mat2x2<f32>((*p)[1], (*p)[0]); }

@compute @workgroup_size(1) fn main() {
  let z = f32(inp[0]);
  pm[0] = mat3x3<f32>(1, 2, 3, 4, 5, 6, 7, 8, 9 + z);
  pm[1] = mat3x3<f32>(10, 11, 12, 13, 14, 15, 16, 17, 18 + z);
  pm = array<mat3x3<f32>, 2>(pm[1], mat3x3<f32>(pm[1][2], pm[1][1], pm[0][1]));
  var m = mat3x3<f32>(1, 2, 3, 4, 5, 6, 7, 8, 9 + z);
  m = mat3x3<f32>(m[2], m[0], m[1]);
  var n = mat2x2<f32>(1, 2, 3, 4 + z);
  swap_through(&n);
  var a = array<f32, 3>(1, 2, 3 + z);
  a = array<f32, 3>(a[2], a[0], a[1]);
  pm[1] = mat3x3<f32>(vec3<f32>(first_of_pm()), pm[0][1], vec3<f32>(first_of_pm()));
  st[0] = S(inp[1], vec3<u32>(inp[2], 7u, 8u), inp[3]);
  st[0] = S(st[0].b, st[0].v.zxy, st[0].a);
  st[1] = st[0];
  st[1] = S(st[1].v.x, vec3<u32>(st[1].a, st[1].b, st[0].v.y), st[1].v.z);
  for (var i = 0u; i < 18u; i++) { o[i] = pm[i / 9u][(i / 3u) % 3u][i % 3u]; }
  for (var i = 0u; i < 9u; i++) { o[18u + i] = m[i / 3u][i % 3u]; }
  o[27] = n[0].x;
  o[28] = n[0].y;
  o[29] = n[1].x;
  o[30] = n[1].y;
  o[31] = a[0];
  o[32] = a[1];
  o[33] = a[2];
}
