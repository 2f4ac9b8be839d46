const a : i32 = ;
var<private> b : ;
override c : u32 = 4u
alias D = ;

fn main() {}
