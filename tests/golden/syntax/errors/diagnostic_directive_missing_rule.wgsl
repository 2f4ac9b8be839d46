diagnostic(off);

fn main() {}
