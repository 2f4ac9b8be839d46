// atomic cannot be inferred from constructor arguments: without its template list Tint asks for
// it whatever the role (here a value).
fn f() {
  let x = atomic;
}
