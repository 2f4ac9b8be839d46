@compute @workgroup_size(64)
fn main(@builtin(local_invocation_index) li: u32) {
  let base: i32 = 10;
  let idx = base + li;
}
