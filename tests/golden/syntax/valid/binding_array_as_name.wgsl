alias binding_array = i32;
fn f() -> binding_array { return 1; }
