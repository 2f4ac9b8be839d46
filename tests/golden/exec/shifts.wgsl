// Golden execution test: shifts (job in shifts.job.json).
@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(1) fn main() {
  let x = inp[0]; let s = inp[1];
  out[0] = x << s;  out[1] = x >> s;  out[2] = x << (s + 32u);
  out[3] = u32(i32(x) >> s);  out[4] = u32(i32(x) >> (s + 64u));
  out[5] = 1u << inp[2];  out[6] = u32(-8 >> inp[2]);
  var y = x; y <<= inp[1] + 30u; out[7] = y;
}
