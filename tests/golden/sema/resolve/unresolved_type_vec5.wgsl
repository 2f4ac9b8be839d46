var<private> v: vec5f;

@compute @workgroup_size(1)
fn main() { _ = v; }
