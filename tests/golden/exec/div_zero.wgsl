// Golden execution test: div zero (job in div_zero.job.json).
@group(0) @binding(0) var<storage, read> inp: array<i32>;
@group(0) @binding(1) var<storage, read_write> out: array<i32>;

@compute @workgroup_size(1) fn main() {
  let z = inp[0]; let a = inp[1];
  out[0] = a / z;  out[1] = a % z;
  out[2] = i32(u32(a) / u32(z));  out[3] = i32(u32(a) % u32(z));
  out[4] = -a / z; out[5] = 7 / inp[2]; out[6] = -7 % inp[2]; out[7] = 7 % -inp[2];
}
