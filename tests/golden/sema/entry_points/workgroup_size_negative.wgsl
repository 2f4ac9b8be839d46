@compute @workgroup_size(8, -1)
fn main() {}
