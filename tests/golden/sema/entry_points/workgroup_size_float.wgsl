@compute @workgroup_size(64.0)
fn main() {}
