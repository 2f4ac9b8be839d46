@compute @workgroup_size(64)
fn main(@builtin(local_invocation_index) li: u32) {
  let b = subgroupBallot(li < 16u);
}
