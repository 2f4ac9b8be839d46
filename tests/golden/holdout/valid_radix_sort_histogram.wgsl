// One pass of an LSD radix sort: per-workgroup 4-bit digit histogram.
override RADIX_BITS: u32 = 4u;
const BUCKETS: u32 = 16u;
const WG: u32 = 256u;

struct PassInfo {
  shift: u32,
  num_keys: u32,
}

@group(0) @binding(0) var<storage, read> keys_in: array<u32>;
@group(0) @binding(1) var<storage, read_write> histograms: array<atomic<u32>>;
@group(0) @binding(2) var<uniform> pass_info: PassInfo;

var<workgroup> local_hist: array<atomic<u32>, BUCKETS>;

fn digit_of(key: u32) -> u32 {
  let mask = (1u << RADIX_BITS) - 1u;
  return (key >> pass_info.shift) & mask;
}

@compute @workgroup_size(WG)
fn histogram(@builtin(global_invocation_id) gid: vec3u,
             @builtin(local_invocation_index) lidx: u32,
             @builtin(workgroup_id) wid: vec3u,
             @builtin(num_workgroups) nwg: vec3u) {
  if (lidx < BUCKETS) {
    atomicStore(&local_hist[lidx], 0u);
  }
  workgroupBarrier();

  if (gid.x < pass_info.num_keys) {
    let d = digit_of(keys_in[gid.x]);
    atomicAdd(&local_hist[d], 1u);
  }
  workgroupBarrier();

  if (lidx < BUCKETS) {
    // Column-major layout: digit-major, then workgroup index.
    let count = atomicLoad(&local_hist[lidx]);
    atomicAdd(&histograms[lidx * nwg.x + wid.x], count);
  }
}
