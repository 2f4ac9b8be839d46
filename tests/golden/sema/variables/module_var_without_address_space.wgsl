var counter: u32;
@compute @workgroup_size(1)
fn main() { counter = 1u; }
