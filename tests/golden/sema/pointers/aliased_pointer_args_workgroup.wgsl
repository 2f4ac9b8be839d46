var<workgroup> tile: array<f32, 64>;
fn accumulate(dst: ptr<workgroup, array<f32, 64>>, src: ptr<workgroup, array<f32, 64>>, i: u32) {
  (*dst)[i] += (*src)[i];
}
@compute @workgroup_size(64)
fn main(@builtin(local_invocation_index) li: u32) {
  accumulate(&tile, &tile, li);
}
