override ROW_THREADS: u32 = 128;

@group(0) @binding(0) var<storage, read> logits: array<f32>;
@group(0) @binding(1) var<storage, read_write> probs: array<f32>;
@group(0) @binding(2) var<uniform> row_len: u32;

var<workgroup> red: array<f32, ROW_THREADS>;

fn tree_reduce_max(tid: u32) -> f32 {
  for (var s = ROW_THREADS / 2u; s > 0u; s >>= 1u) {
    if (tid < s) {
      red[tid] = max(red[tid], red[tid + s]);
    }
    workgroupBarrier();
  }
  return red[0];
}

fn tree_reduce_sum(tid: u32) -> f32 {
  for (var s = ROW_THREADS / 2u; s > 0u; s >>= 1u) {
    if (tid < s) {
      red[tid] += red[tid + s];
    }
    workgroupBarrier();
  }
  return red[0];
}

@compute @workgroup_size(ROW_THREADS)
fn softmax(@builtin(workgroup_id) wg: vec3u, @builtin(local_invocation_id) lid: vec3u) {
  let row = wg.x;
  let base = row * row_len;
  var m = -3.4e38;
  for (var i = lid.x; i < row_len; i += ROW_THREADS) {
    m = max(m, logits[base + i]);
  }
  red[lid.x] = m;
  workgroupBarrier();
  let row_max = tree_reduce_max(lid.x);
  workgroupBarrier();
  var s = 0.0;
  for (var i = lid.x; i < row_len; i += ROW_THREADS) {
    s += exp(logits[base + i] - row_max);
  }
  red[lid.x] = s;
  workgroupBarrier();
  let total = tree_reduce_sum(lid.x);
  for (var i = lid.x; i < row_len; i += ROW_THREADS) {
    probs[base + i] = exp(logits[base + i] - row_max) / total;
  }
}
