// 256-bin histogram: private per-workgroup bins with atomics, then merged into the global bins.
const BINS = 256u;

@group(0) @binding(0) var<storage, read> pixels : array<u32>;
@group(0) @binding(1) var<storage, read_write> histogram : array<atomic<u32>, BINS>;
@group(0) @binding(2) var<storage, read_write> stats : Stats;

struct Stats {
  max_value : atomic<u32>,
  min_value : atomic<u32>,
  nonzero : atomic<i32>,
  mask : atomic<u32>,
}

var<workgroup> local_bins : array<atomic<u32>, BINS>;

fn luminance(rgba : u32) -> u32 {
  let c = unpack4x8unorm(rgba);
  return u32(clamp(dot(c.rgb, vec3f(0.2126, 0.7152, 0.0722)), 0.0, 1.0) * 255.0);
}

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid : vec3u,
        @builtin(local_invocation_index) lid : u32) {
  for (var b = lid; b < BINS; b += 64u) {
    atomicStore(&local_bins[b], 0u);
  }
  workgroupBarrier();

  let n = arrayLength(&pixels);
  if gid.x < n {
    let l = luminance(pixels[gid.x]);
    atomicAdd(&local_bins[l], 1u);
    atomicMax(&stats.max_value, l);
    atomicMin(&stats.min_value, l);
    atomicOr(&stats.mask, 1u << (l & 31u));
    if l != 0u {
      atomicAdd(&stats.nonzero, 1);
    }
  }
  workgroupBarrier();

  for (var b = lid; b < BINS; b += 64u) {
    let count = atomicLoad(&local_bins[b]);
    if count > 0u {
      atomicAdd(&histogram[b], count);
    }
  }
  let old = atomicExchange(&stats.mask, 0u);
  let r = atomicCompareExchangeWeak(&stats.max_value, 255u, old & 255u);
  if r.exchanged {
    atomicSub(&stats.nonzero, 1);
  }
  atomicAnd(&stats.mask, 0xffu);
  atomicXor(&stats.mask, 0x1u);
}
