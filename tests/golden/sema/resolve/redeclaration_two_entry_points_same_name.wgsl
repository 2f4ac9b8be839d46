@compute @workgroup_size(1)
fn main() {}

@fragment
fn main() -> @location(0) vec4f { return vec4f(1.0); }
