// Golden execution test: robust fixed (job in robust_fixed.job.json).
@group(0) @binding(0) var<storage, read> inp: array<i32>;
@group(0) @binding(1) var<storage, read_write> out: array<i32>;

var<private> arr: array<i32, 4> = array<i32, 4>(10, 20, 30, 40);
@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) li: u32) {
  let i = inp[li];
  out[li] = arr[i];
  var local: array<i32, 3>;
  local[i] = 7;
  out[4 + li] = local[0] * 100 + local[1] * 10 + local[2];
}
