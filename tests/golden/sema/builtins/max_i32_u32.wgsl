@compute @workgroup_size(64)
fn main(@builtin(local_invocation_index) li: u32) {
  let lo: i32 = 0;
  let m = max(lo, li);
}
