const WX: i32 = 16;
const WY: u32 = 4u;
@compute @workgroup_size(WX, WY, 1)
fn main() {}
