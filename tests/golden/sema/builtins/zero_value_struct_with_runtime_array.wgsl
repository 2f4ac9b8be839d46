struct S { a: array<u32> }
fn f() { let x = S(); }
