// Golden execution test: barrier reverse (job in barrier_reverse.job.json).
@group(0) @binding(0) var<storage, read_write> data: array<u32>;
var<workgroup> tile: array<u32, 64>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) li: u32, @builtin(workgroup_id) wid: vec3<u32>) {
  tile[li] = data[wid.x * 64u + li];
  workgroupBarrier();
  data[wid.x * 64u + li] = tile[63u - li] * 2u;
}
