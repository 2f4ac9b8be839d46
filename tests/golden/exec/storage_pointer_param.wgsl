// Golden execution test: functions taking pointers into private memory (whole struct, member),
// each call specialized per root variable.
struct Acc { sum: u32, count: u32 }
@group(0) @binding(0) var<storage, read_write> a: array<u32>;
@group(0) @binding(1) var<storage, read_write> accs: array<Acc>;
var<private> mine: Acc;
fn add(acc: ptr<private, Acc>, v: u32) { (*acc).sum += v; (*acc).count += 1u; }
fn twice(p: ptr<private, u32>) -> u32 { *p *= 2u; return *p; }
@compute @workgroup_size(8) fn main(@builtin(local_invocation_index) li: u32) {
  for (var i = 0u; i <= li; i++) { add(&mine, a[i]); }
  let t = twice(&mine.count);
  accs[li] = mine;
  a[8u + li] = t;
}
