fn inc(p: ptr<function, i32>) { *p += 1; }
fn f() {
  let x = 1;
  inc(&x);
}
