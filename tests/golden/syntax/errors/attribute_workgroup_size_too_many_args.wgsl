@compute @workgroup_size(8, 8, 1, 1)
fn main() {}
