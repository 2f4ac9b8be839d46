@compute @workgroup_size(1)
fn main(@builtin(position) p: vec4f) {}
