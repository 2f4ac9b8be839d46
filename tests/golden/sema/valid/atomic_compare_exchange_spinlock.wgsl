struct Bucket {
  lock: atomic<u32>,
  max_value: atomic<i32>,
  min_value: atomic<i32>,
}
@group(0) @binding(0) var<storage, read_write> buckets: array<Bucket, 16>;
@group(0) @binding(1) var<storage, read> values: array<i32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3u) {
  let v = values[gid.x];
  let b = &buckets[gid.x % 16u];
  atomicMax(&(*b).max_value, v);
  atomicMin(&b.min_value, v);
  var old = atomicLoad(&b.lock);
  loop {
    let r = atomicCompareExchangeWeak(&b.lock, old, old + 1u);
    if (r.exchanged) { break; }
    old = r.old_value;
  }
  let prev: u32 = atomicExchange(&b.lock, 0u);
  _ = atomicSub(&b.lock, prev);
  _ = atomicOr(&b.lock, 1u);
  _ = atomicAnd(&b.lock, 0xfu);
  _ = atomicXor(&b.lock, 2u);
}
