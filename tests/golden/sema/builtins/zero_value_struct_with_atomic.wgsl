struct S { a: atomic<u32> }
fn f() { _ = S(); }
