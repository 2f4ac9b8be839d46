const N = 4u;
fn f() {
  let p = &N;
}
