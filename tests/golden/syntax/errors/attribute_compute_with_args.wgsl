@compute(64)
fn main() {}
