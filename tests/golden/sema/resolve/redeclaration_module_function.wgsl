fn helper() -> i32 { return 1; }
fn helper() -> i32 { return 2; }
