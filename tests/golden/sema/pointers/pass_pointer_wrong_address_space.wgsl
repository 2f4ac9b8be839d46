var<private> counter: u32;
fn inc(p: ptr<function, u32>) { *p += 1u; }
fn f() {
  inc(&counter);
}
