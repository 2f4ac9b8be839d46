// Golden execution test: atomic workgroup (job in atomic_workgroup.job.json).
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> hist: array<atomic<u32>, 4>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) li: u32, @builtin(workgroup_id) w: vec3<u32>) {
  atomicAdd(&hist[(li * 7u + w.x) % 4u], li);
  workgroupBarrier();
  if (li < 4u) { out[w.x * 4u + li] = atomicLoad(&hist[li]); }
}
