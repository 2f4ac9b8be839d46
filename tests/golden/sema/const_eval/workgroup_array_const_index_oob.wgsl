var<workgroup> tile: array<f32, 64>;
@compute @workgroup_size(64)
fn main() {
  tile[64] = 0.0;
}
