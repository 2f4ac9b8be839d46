// A tree reduction with both barriers.
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
var<workgroup> partial: array<f32, 64>;
@compute @workgroup_size(64)
fn main(@builtin(local_invocation_index) i: u32) {
  partial[i] = f32(i);
  workgroupBarrier();
  for (var s = 32u; s > 0u; s = s / 2u) {
    if (i < s) { partial[i] = partial[i] + partial[i + s]; }
    workgroupBarrier();
  }
  if (i == 0u) { out[0] = partial[0]; }
}
