// Golden execution test: logical ops (job in logical_ops.job.json).
@group(0) @binding(0) var<storage, read> inp: array<i32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(8) fn main(@builtin(local_invocation_index) li: u32) {
  let a = inp[li];
  let p = a > 0 && a < 10;
  let q = a < -5 || a == 3;
  let r = (!(a != 0) | (a >= 100)) & true;
  out[li] = u32(p) + u32(q) * 2u + u32(r) * 4u + select(0u, 8u, a <= -1) + u32(a == 100) * 16u;
}
