// Golden execution test: structures and arrays as function parameters and results, nested calls
// of the same function, a function-result member access, composite lets.
struct Q { v: vec3<f32>, w: f32 }
struct Pair { a: Q, n: array<i32, 3> }
@group(0) @binding(0) var<storage, read> qs: array<Q>;
@group(0) @binding(1) var<storage, read_write> out: array<Pair>;
fn mulq(a: Q, b: Q) -> Q {
  return Q(a.w * b.v + b.w * a.v + cross(a.v, b.v), a.w * b.w - dot(a.v, b.v));
}
fn counts(q: Q, base: array<i32, 3>) -> array<i32, 3> {
  var r = base;
  r[0] += i32(q.w);
  r[2] = i32(q.v.x * 10.0);
  return r;
}
@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) li: u32) {
  let a = qs[li];
  let b = qs[(li + 1u) % 4u];
  let c = mulq(mulq(a, b), a);
  let w = mulq(b, a).w + mulq(a, a).v.y;
  var p: Pair;
  p.a = c;
  p.a.w += w;
  p.n = counts(c, array(1, 2, i32(li)));
  out[li] = p;
}
