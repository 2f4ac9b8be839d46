enable f16 subgroups;

fn main() {}
