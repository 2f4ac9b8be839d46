enable ;

fn main() {}
