enable f61;

fn main() {}
