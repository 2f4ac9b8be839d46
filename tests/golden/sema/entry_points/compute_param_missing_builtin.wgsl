@compute @workgroup_size(64)
fn main(gid: vec3u) {}
