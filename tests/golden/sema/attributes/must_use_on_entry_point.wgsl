@must_use
@compute @workgroup_size(1)
fn main() {}
