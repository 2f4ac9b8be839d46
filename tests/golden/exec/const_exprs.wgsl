// Golden execution test: const exprs (job in const_exprs.job.json).
const N = 8u;
const HALF = 0.5;
const TABLE_SCALE: i32 = 3 * 4;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(N) fn main(@builtin(local_invocation_index) li: u32) {
  const local_k = 2;
  let a = f32(li) * HALF + 1;
  let b = (li + 1) * N;
  out[li] = a + f32(b) + f32(TABLE_SCALE * local_k) + f32(-li32(li));
}
fn li32(x: u32) -> i32 { return i32(x) - 1; }
