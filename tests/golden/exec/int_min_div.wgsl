// Golden execution test: int min div (job in int_min_div.job.json).
@group(0) @binding(0) var<storage, read> inp: array<i32>;
@group(0) @binding(1) var<storage, read_write> out: array<i32>;

@compute @workgroup_size(1) fn main() {
  let m = inp[0]; let n = inp[1];
  out[0] = m / n; out[1] = m % n; out[2] = m / 2; out[3] = m % 3;
  var v = m; v /= n; out[4] = v;
}
