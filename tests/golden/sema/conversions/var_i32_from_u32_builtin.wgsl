@compute @workgroup_size(64)
fn main(@builtin(local_invocation_index) li: u32) {
  var idx: i32 = li;
}
