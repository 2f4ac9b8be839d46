const n = 4;
const_assert n > 2

fn main() {}
