// Rejected: the same smoothing loop reading the step count from workgroup memory directly. The
// value is not provably uniform, so the barriers in the loop are not in uniform control flow.
@group(0) @binding(0) var<storage, read_write> data: array<f32>;
@group(0) @binding(1) var<uniform> requested: u32;
var<workgroup> v: array<f32, 64>;
var<workgroup> steps: u32;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  v[i] = data[i];
  if (i == 0) { steps = requested; }
  let n = steps;
  for (var s = 0u; s < n; s++) {
    let left = v[max(i, 1u) - 1];  let mid = v[i];  let right = v[min(i + 1, 63u)];
    workgroupBarrier();
    v[i] = (left + mid + right) / 3;
    workgroupBarrier();
  }
  data[64 + i] = v[i];
}
