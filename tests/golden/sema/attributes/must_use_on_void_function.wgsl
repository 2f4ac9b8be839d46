@must_use
fn reset_state() {}
