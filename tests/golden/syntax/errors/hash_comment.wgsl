# compute shader
fn main() {}
