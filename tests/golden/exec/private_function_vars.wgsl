// Golden execution test: private function vars (job in private_function_vars.job.json).
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
var<private> pv: array<i32, 4> = array<i32, 4>(1, 2, 3, 4);
var<private> counter = 10;
struct P { a: i32, b: vec2<i32> }
@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) li: u32) {
  var loc = array<i32, 4>(5, 6, 7, 8);
  var copy = pv;
  copy[li] = loc[3u - li];
  var p = P(1, vec2(2, 3));
  var q: P;
  q = p;
  q.b.y += i32(li);
  counter += i32(li);
  for (var i = 0; i < 3; i++) { var z: i32; z += i; counter += z; }
  out[li * 4u] = copy[0] + copy[1] * 10 + copy[2] * 100 + copy[3] * 1000;
  out[li * 4u + 1u] = q.a + q.b.x * 10 + q.b.y * 100;
  out[li * 4u + 2u] = counter;
  out[li * 4u + 3u] = pv[li];
}
