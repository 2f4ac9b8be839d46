// Golden execution test: storage barrier multi (job in storage_barrier_multi.job.json).
@group(0) @binding(0) var<storage, read_write> data: array<u32>;
var<workgroup> acc: u32;
@compute @workgroup_size(16) fn main(@builtin(local_invocation_index) li: u32, @builtin(workgroup_id) w: vec3<u32>) {
  let base = w.x * 16u;
  data[base + li] = data[base + li] * 3u + li;
  storageBarrier();
  workgroupBarrier();
  if (li == 0u) {
    var s = 0u;
    for (var i = 0u; i < 16u; i++) { s += data[base + i]; }
    acc = s;
  }
  let total = workgroupUniformLoad(&acc);
  data[base + li] += total;
}
