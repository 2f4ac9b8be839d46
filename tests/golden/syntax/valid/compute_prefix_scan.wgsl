// Work-efficient (Blelloch) exclusive prefix sum over 512 elements per workgroup.
const N = 512u;
const HALF = N / 2u;

@group(0) @binding(0) var<storage, read_write> data : array<u32>;
@group(0) @binding(1) var<storage, read_write> block_sums : array<u32>;

var<workgroup> temp : array<u32, N>;

@compute @workgroup_size(HALF)
fn scan(@builtin(local_invocation_index) lid : u32, @builtin(workgroup_id) wid : vec3u) {
  let base = wid.x * N;
  temp[2u * lid] = data[base + 2u * lid];
  temp[2u * lid + 1u] = data[base + 2u * lid + 1u];

  // up-sweep
  var offset = 1u;
  for (var d = HALF; d > 0u; d >>= 1u) {
    workgroupBarrier();
    if lid < d {
      let ai = offset * (2u * lid + 1u) - 1u;
      let bi = offset * (2u * lid + 2u) - 1u;
      temp[bi] += temp[ai];
    }
    offset <<= 1u;
  }

  if lid == 0u {
    block_sums[wid.x] = temp[N - 1u];
    temp[N - 1u] = 0u;
  }

  // down-sweep
  for (var d = 1u; d < N; d <<= 1u) {
    offset >>= 1u;
    workgroupBarrier();
    if lid < d {
      let ai = offset * (2u * lid + 1u) - 1u;
      let bi = offset * (2u * lid + 2u) - 1u;
      let t = temp[ai];
      temp[ai] = temp[bi];
      temp[bi] += t;
    }
  }
  workgroupBarrier();

  data[base + 2u * lid] = temp[2u * lid];
  data[base + 2u * lid + 1u] = temp[2u * lid + 1u];
}
