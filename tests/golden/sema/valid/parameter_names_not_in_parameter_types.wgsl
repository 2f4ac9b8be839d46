alias T = i32;
fn f(T: T, x: T) -> T { return x + T; }
