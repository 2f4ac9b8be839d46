// Golden execution test: function calls (job in function_calls.job.json).
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
var<private> calls: i32;
fn sq(x: i32) -> i32 { calls += 1; return x * x; }
fn classify(x: i32) -> i32 {
  if (x < 3) { return -1; }
  if (x % 2 == 0) { return sq(x) + 1; }
  var s = 0;
  for (var i = 0; i < x; i++) { if (i == 4) { return s; } s += i; }
  return s * 2;
}
fn bump() { calls += 100; }
@compute @workgroup_size(8) fn main(@builtin(local_invocation_index) li: u32) {
  let c = classify(i32(li));
  if (li % 2u == 0u) { bump(); }
  out[li] = c * 1000 + calls;
}
