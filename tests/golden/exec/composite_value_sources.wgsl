// Golden execution test: composite values from less usual sources: workgroupUniformLoad of a
// structure, a matrix and an array (a copy: later stores do not change it), and phony
// assignments of composite constructors whose operands have effects.
struct S { a: f32, b: array<u32, 2>, m: mat2x2<f32> }
var<workgroup> ws: S;
var<workgroup> wm: mat3x2<f32>;
var<workgroup> wa: array<i32, 4>;
@group(0) @binding(0) var<storage, read_write> hits: atomic<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<f32, 16>;
fn bump() -> f32 { return f32(atomicAdd(&hits, 1u)); }
@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) li: u32) {
  if (li == 0u) {
    ws = S(2.5, array(3u, 4u), mat2x2<f32>(1, 2, 3, 4));
    wm = mat3x2<f32>(5, 6, 7, 8, 9, 10);
    wa = array(5, 6, 7, 8);
  }
  let s = workgroupUniformLoad(&ws);
  let m = workgroupUniformLoad(&wm);
  let a = workgroupUniformLoad(&wa);
  if (li == 1u) { ws.a = 100.0; wa[3] = 100; }
  workgroupBarrier();
  out[li] = s.a + f32(s.b[li % 2u]) + s.m[1][0] + m[2][li % 2u] + f32(a[3]);
  _ = S(bump(), array(1u, 2u), mat2x2<f32>());
  _ = array(bump(), bump());
  _ = mat2x2<f32>(bump(), 0.0, 0.0, 0.0);
  workgroupBarrier();
  out[4u + li] = ws.a + f32(wa[3]);
}
