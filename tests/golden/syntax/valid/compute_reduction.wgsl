// Parallel sum reduction: each workgroup reduces 256 elements in workgroup memory.
const WG : u32 = 256u;

struct Params {
  n : u32,
}

@group(0) @binding(0) var<storage, read> input : array<f32>;
@group(0) @binding(1) var<storage, read_write> partial_sums : array<f32>;
@group(0) @binding(2) var<uniform> params : Params;

var<workgroup> shared_data : array<f32, WG>;

@compute @workgroup_size(WG)
fn reduce_sum(@builtin(global_invocation_id) gid : vec3u,
              @builtin(local_invocation_index) lid : u32,
              @builtin(workgroup_id) wid : vec3u) {
  var v = 0.0;
  if gid.x < params.n {
    v = input[gid.x];
  }
  shared_data[lid] = v;
  workgroupBarrier();

  for (var stride = WG / 2u; stride > 0u; stride >>= 1u) {
    if lid < stride {
      shared_data[lid] += shared_data[lid + stride];
    }
    workgroupBarrier();
  }

  if lid == 0u {
    partial_sums[wid.x] = shared_data[0];
  }
}
