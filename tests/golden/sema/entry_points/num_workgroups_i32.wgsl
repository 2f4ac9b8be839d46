@compute @workgroup_size(8, 8)
fn main(@builtin(num_workgroups) n: vec3i) {}
