// Golden execution test: atomic cmpxchg (job in atomic_cmpxchg.job.json).
@group(0) @binding(0) var<storage, read_write> counter: atomic<u32>;
@group(0) @binding(1) var<storage, read_write> tries: array<u32>;
@compute @workgroup_size(32) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
  var n = 0u;
  loop {
    let cur = atomicLoad(&counter);
    let r = atomicCompareExchangeWeak(&counter, cur, cur + 1u);
    n++;
    if (r.exchanged) { break; }
  }
  let s = atomicCompareExchangeWeak(&counter, 12345u, 0u);
  tries[g.x] = select(0u, 1u, n >= 1u) + select(0u, 10u, s.exchanged);
}
