@compute @workgroup_size(1)
fn main(p: ptr<function, u32>) {}
