// Golden execution test: pointer parameters (specialized per root variable), composite lets and consts, short-circuit && and || with side effects.
struct P { a: i32, b: array<u32, 3> }
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@group(0) @binding(1) var<storage, read_write> buf: array<P>;
var<workgroup> wg: array<i32, 4>;
fn bump(p: ptr<function, i32>, by: i32) { *p += by; }
fn setw(p: ptr<workgroup, i32>, v: i32) { *p = v; }
fn first(a: array<i32, 3>) -> i32 { return a[0]; }
var<private> calls = 0;
fn side() -> bool { calls++; return true; }
@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) li: u32) {
  var x = 1;
  bump(&x, 5);
  var y = 10;
  bump(&y, i32(li));
  setw(&wg[li], y);
  workgroupBarrier();
  let arr = array<i32, 3>(7, 8, 9);
  let s = buf[li];
  const C = array(100, 200, 300);
  let b = (li == 1u) && side();
  let c = (li == 2u) || side();
  out[li * 4u] = x + arr[li % 3u] + C[li % 3u];
  out[li * 4u + 1u] = wg[3u - li];
  out[li * 4u + 2u] = s.a + i32(s.b[2]);
  out[li * 4u + 3u] = calls * 10 + i32(b) + i32(c) * 2;
}
