var<workgroup> scratch: array<f32>;
@compute @workgroup_size(64)
fn main(@builtin(local_invocation_index) li: u32) {
  scratch[li] = 0.0;
}
