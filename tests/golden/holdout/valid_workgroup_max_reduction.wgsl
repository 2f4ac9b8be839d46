@group(0) @binding(0) var<storage, read> samples: array<f32>;
@group(0) @binding(1) var<storage, read_write> block_max: array<f32>;
@group(0) @binding(2) var<storage, read_write> block_argmax: array<u32>;

const N = 256u;
var<workgroup> vals: array<f32, N>;
var<workgroup> idxs: array<u32, N>;

fn take_better(a: u32, b: u32) {
  if (vals[b] > vals[a]) {
    vals[a] = vals[b];
    idxs[a] = idxs[b];
  }
}

@compute @workgroup_size(N)
fn reduce_max(@builtin(local_invocation_index) tid: u32,
              @builtin(global_invocation_id) gid: vec3u,
              @builtin(workgroup_id) wid: vec3u) {
  let count = arrayLength(&samples);
  vals[tid] = select(-3.40282346e38, samples[min(gid.x, count - 1u)], gid.x < count);
  idxs[tid] = gid.x;
  workgroupBarrier();
  var stride = N / 2u;
  while (stride > 0u) {
    if (tid < stride) {
      take_better(tid, tid + stride);
    }
    workgroupBarrier();
    stride = stride / 2u;
  }
  if (tid == 0u) {
    block_max[wid.x] = vals[0];
    block_argmax[wid.x] = idxs[0];
  }
}
