var<private> size: u32 = 64u;
@compute @workgroup_size(size)
fn main() {}
