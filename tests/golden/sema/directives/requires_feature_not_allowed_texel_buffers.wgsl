requires texel_buffers;

@compute @workgroup_size(1)
fn main() {}
