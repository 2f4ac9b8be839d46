struct In {
  @builtin(local_invocation_index) idx: u32,
}
@compute @workgroup_size(64)
fn main(input: In, @builtin(local_invocation_index) li: u32) {}
