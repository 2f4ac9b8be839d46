struct Stats {
  count: atomic<u32>,
  min_key: atomic<u32>,
  max_key: atomic<u32>,
  xor_hash: atomic<u32>,
  or_flags: atomic<u32>,
  and_mask: atomic<u32>,
  balance: atomic<i32>,
  last: atomic<u32>,
}

@group(0) @binding(0) var<storage, read_write> stats: Stats;
@group(0) @binding(1) var<storage, read> keys: array<u32>;
@group(0) @binding(2) var<storage, read_write> locks: array<atomic<u32>, 1024>;

var<workgroup> wg_count: atomic<u32>;

@compute @workgroup_size(128)
fn gather(@builtin(global_invocation_id) gid: vec3<u32>,
          @builtin(local_invocation_index) li: u32) {
  if (li == 0u) {
    atomicStore(&wg_count, 0u);
  }
  workgroupBarrier();
  let n = arrayLength(&keys);
  if (gid.x < n) {
    let k = keys[gid.x];
    atomicAdd(&stats.count, 1u);
    atomicMin(&stats.min_key, k);
    atomicMax(&stats.max_key, k);
    atomicXor(&stats.xor_hash, k * 2654435761u);
    atomicOr(&stats.or_flags, 1u << (k & 31u));
    atomicAnd(&stats.and_mask, ~k);
    atomicSub(&stats.balance, i32(k & 1u));
    let prev = atomicExchange(&stats.last, k);
    let slot = k % 1024u;
    let res = atomicCompareExchangeWeak(&locks[slot], 0u, gid.x + 1u);
    if (res.exchanged) {
      atomicAdd(&wg_count, 1u);
    } else if (res.old_value == prev) {
      atomicSub(&wg_count, 0u);
    }
  }
  workgroupBarrier();
  let total = workgroupUniformLoad(&wg_count);
  if (total == 0u && li == 0u) {
    atomicAdd(&stats.balance, -1);
  }
}
