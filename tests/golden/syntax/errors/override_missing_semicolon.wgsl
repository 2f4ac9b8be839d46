override block_size : u32 = 64u

@compute @workgroup_size(block_size)
fn main() {}
