enable f16
diagnostic(off);
requires;

fn main() {}
