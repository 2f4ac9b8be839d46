@group(0) @binding() var<storage> a : array<u32>;
@group(0 @binding(1) var<storage> b : array<u32>;

@compute @workgroup_size()
fn main() {}
