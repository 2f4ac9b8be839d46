// A lock-free maximum with atomicCompareExchangeWeak.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> best: atomic<u32>;
@compute @workgroup_size(8)
fn main(@builtin(local_invocation_index) i: u32) {
  var old = atomicLoad(&best);
  loop {
    if (old >= i) { break; }
    let r = atomicCompareExchangeWeak(&best, old, i);
    if (r.exchanged) { break; }
    old = r.old_value;
  }
  workgroupBarrier();
  out[i] = atomicLoad(&best);
}
