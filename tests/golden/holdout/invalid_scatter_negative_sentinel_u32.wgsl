const WG = 256u;
const RADIX = 16u;

struct ScatterInfo {
  shift: u32,
  num_keys: u32,
  num_groups: u32,
}

@group(0) @binding(0) var<storage, read> keys_src: array<u32>;
@group(0) @binding(1) var<storage, read> vals_src: array<u32>;
@group(0) @binding(2) var<storage, read_write> keys_dst: array<u32>;
@group(0) @binding(3) var<storage, read_write> vals_dst: array<u32>;
@group(0) @binding(4) var<storage, read> global_offsets: array<u32>;
@group(0) @binding(5) var<uniform> info: ScatterInfo;

var<workgroup> digits: array<u32, WG>;

@compute @workgroup_size(WG)
fn scatter(@builtin(global_invocation_id) gid: vec3u,
           @builtin(local_invocation_index) li: u32,
           @builtin(workgroup_id) wid: vec3u) {
  let valid = gid.x < info.num_keys;
  let key = select(-1, keys_src[min(gid.x, info.num_keys - 1u)], valid);
  let d = (key >> info.shift) & (RADIX - 1u);
  digits[li] = select(RADIX, d, valid);
  workgroupBarrier();
  // Stable local rank: count equal digits before me.
  var rank = 0u;
  for (var j = 0u; j < li; j++) {
    rank += select(0u, 1u, digits[j] == d);
  }
  if (valid) {
    let dst = global_offsets[d * info.num_groups + wid.x] + rank;
    keys_dst[dst] = key;
    vals_dst[dst] = vals_src[gid.x];
  }
}
