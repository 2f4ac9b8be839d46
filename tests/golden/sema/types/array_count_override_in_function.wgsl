override block_size: u32 = 64u;

@compute @workgroup_size(64)
fn main() {
  var local_copy: array<f32, block_size>;
}
