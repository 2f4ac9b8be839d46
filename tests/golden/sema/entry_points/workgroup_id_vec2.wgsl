@compute @workgroup_size(8, 8)
fn main(@builtin(workgroup_id) wid: vec2u) {}
