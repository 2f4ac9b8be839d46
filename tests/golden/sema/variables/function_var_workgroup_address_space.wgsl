@compute @workgroup_size(64)
fn main(@builtin(local_invocation_index) li: u32) {
  var<workgroup> tile: array<f32, 64>;
  tile[li] = 0.0;
}
