var<workgroup> tile: array<f32, 64>;
fn read_tile(p: ptr<workgroup, array<f32, 64>, read>, i: u32) -> f32 {
  return (*p)[i];
}
