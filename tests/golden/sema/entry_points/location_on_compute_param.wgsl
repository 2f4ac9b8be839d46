@compute @workgroup_size(64)
fn main(@location(0) value: f32) {}
