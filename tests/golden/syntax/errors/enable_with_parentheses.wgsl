enable(f16);

fn main() {}
