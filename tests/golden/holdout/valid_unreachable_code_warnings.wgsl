// Unreachable statements only produce warnings in Tint.
struct Stats {
  hits: u32,
  misses: u32,
};

@group(0) @binding(0) var<storage, read_write> stats: Stats;
@group(0) @binding(1) var<storage, read> lookups: array<u32>;

fn classify(v: u32) -> bool {
  if (v % 2u == 0u) {
    return true;
  } else {
    return false;
  }
  stats.misses += 1u;
}

fn wrap_const() -> i32 {
  // Concrete i32 arithmetic in a const-expression wraps instead of failing.
  const WRAPPED = 2147483647i + 1i;
  const FROM_BITS = i32(4294967295u);
  return WRAPPED + FROM_BITS;
}

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3u) {
  if (gid.x >= arrayLength(&lookups)) {
    return;
  }
  loop {
    if (classify(lookups[gid.x])) {
      stats.hits += 1u;
    }
    break;
    stats.misses += 2u;
  }
  let unused_local = wrap_const();
}
