@workgroup_size(64)
fn helper() {}
