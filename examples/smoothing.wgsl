// The smoothing loop of the "Barriers" page: 64 noisy values in one workgroup, smoothed over a
// number of steps that one invocation reads from a uniform buffer and shares through workgroup
// memory. workgroupUniformLoad makes the step count provably uniform, so the barriers inside the
// loop are allowed.
// wgx-run: --dispatch 1 --binding 0:1=u32:6
// wgx-run: --binding 0:0=f32:0.35,0.6621,0.4376,0.6214,0.5973,0.6498,0.7268,0.61,0.6762,0.7518,0.8889,0.8464,0.6511,0.8884,0.8221,0.6927,0.8169,0.6438,0.6782,0.5504,0.6483,0.5521,0.5479,0.4399,0.32,0.345,0.3631,0.1861,0.2094,0.2655,0.4179,0.327,0.1882,0.2254,0.1628,0.283,0.4173,0.4161,0.3025,0.4172,0.3943,0.527,0.4161,0.3797,0.559,0.625,0.506,0.6086,0.5285,0.5486,0.6301,0.5955,0.8213,0.7563,0.719,0.8619,0.7397,0.6571,0.6699,0.6123,0.5893,0.5377,0.7277,0.458:512
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
