override x: u32;
var<workgroup> v: array<u32, x>;
fn bar(p: ptr<workgroup, array<u32, x>>) {}
fn foo() { bar(&v); }
