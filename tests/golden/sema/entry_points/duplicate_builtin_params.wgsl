@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3u, @builtin(global_invocation_id) id2: vec3u) {}
