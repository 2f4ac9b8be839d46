/* outer /* inner */ still in the outer comment
fn main() {}
