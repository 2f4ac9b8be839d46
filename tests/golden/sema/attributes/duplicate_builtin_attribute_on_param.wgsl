@compute @workgroup_size(1)
fn main(@builtin(local_invocation_index) @builtin(local_invocation_index) li: u32) {}
