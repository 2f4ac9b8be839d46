@compute @workgroup_size(64)
fn main(@builtin(subgroup_size) sg: u32) {}
