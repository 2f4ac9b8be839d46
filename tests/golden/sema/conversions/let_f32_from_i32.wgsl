@compute @workgroup_size(64)
fn main(@builtin(local_invocation_index) li: u32) {
  let i = i32(li);
  let weight: f32 = i;
}
