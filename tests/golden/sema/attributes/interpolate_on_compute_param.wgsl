@compute @workgroup_size(1)
fn main(@builtin(local_invocation_index) @interpolate(flat) i: u32) {}
