@compute @workgroup_size(64) @workgroup_size(32)
fn main() {}
