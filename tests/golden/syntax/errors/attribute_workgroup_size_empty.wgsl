@compute @workgroup_size()
fn main() {}
