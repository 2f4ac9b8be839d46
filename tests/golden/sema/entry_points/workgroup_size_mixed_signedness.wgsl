@compute @workgroup_size(8i, 8u)
fn main() {}
