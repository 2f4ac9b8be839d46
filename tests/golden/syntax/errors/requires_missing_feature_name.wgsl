requires;

fn main() {}
