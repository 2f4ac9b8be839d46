let gravity = 9.81;

fn main() {}
