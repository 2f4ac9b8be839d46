@compute @workgroup_size(64)
fn main(@builtin(local_invocation_index) i: vec3<u32>) {}
