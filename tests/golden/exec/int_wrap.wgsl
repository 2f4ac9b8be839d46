// Golden execution test: int wrap (job in int_wrap.job.json).
@group(0) @binding(0) var<storage, read> inp: array<i32>;
@group(0) @binding(1) var<storage, read_write> out: array<i32>;

@compute @workgroup_size(1) fn main() {
  let a = inp[0]; let b = inp[1];
  out[0] = a + b;            // 0x7fffffff + 1 wraps
  out[1] = -a - b - 1;
  out[2] = a * b * 3;
  out[3] = i32(u32(inp[2]) - 5u);
  out[4] = i32(u32(a) * 4u);
  out[5] = -inp[3];          // -INT_MIN
}
