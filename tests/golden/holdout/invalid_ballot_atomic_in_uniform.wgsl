enable subgroups;

struct Counter {
  n: atomic<u32>,
}

@group(0) @binding(0) var<storage, read> input: array<i32>;
@group(0) @binding(1) var<storage, read_write> output: array<i32>;
@group(0) @binding(2) var<uniform> counter: Counter;

fn popcount4(v: vec4<u32>) -> u32 {
  let c = countOneBits(v);
  return c.x + c.y + c.z + c.w;
}

fn mask_below(lane: u32) -> vec4<u32> {
  var m = vec4<u32>(0u);
  for (var w = 0u; w < 4u; w++) {
    let lo = w * 32u;
    if (lane >= lo + 32u) {
      m[w] = 0xFFFFFFFFu;
    } else if (lane > lo) {
      m[w] = (1u << (lane - lo)) - 1u;
    }
  }
  return m;
}

@compute @workgroup_size(64)
fn compact(@builtin(global_invocation_id) gid: vec3<u32>,
           @builtin(subgroup_invocation_id) lane: u32) {
  let in_range = gid.x < arrayLength(&input);
  let value = select(0, input[min(gid.x, arrayLength(&input) - 1u)], in_range);
  let keep = in_range && value > 0;
  let ballot = subgroupBallot(keep);
  let total = popcount4(ballot);
  var base = 0u;
  if (subgroupElect()) {
    base = atomicAdd(&counter.n, total);
  }
  base = subgroupBroadcastFirst(base);
  if (keep) {
    let offset = popcount4(ballot & mask_below(lane));
    output[base + offset] = value;
  }
}
