@compute @fragment @workgroup_size(1)
fn main() {}
