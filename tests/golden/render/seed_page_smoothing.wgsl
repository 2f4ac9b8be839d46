@group(0) @binding(0) var<storage, read_write> data: array<f32>;   // 64 values in, 64 smoothed out
@group(0) @binding(1) var<uniform> requested: u32;
var<workgroup> v: array<f32, 64>;
var<workgroup> steps: u32;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  v[i] = data[i];
  if (i == 0) { steps = requested; }          // one invocation decides
  let n = workgroupUniformLoad(&steps);
  for (var s = 0u; s < n; s++) {
    let left = v[max(i, 1u) - 1];  let mid = v[i];  let right = v[min(i + 1, 63u)];
    workgroupBarrier();                       // everyone has read before anyone writes
    v[i] = (left + mid + right) / 3;
    workgroupBarrier();                       // everyone has written before the next read
  }
  data[64 + i] = v[i];
}
