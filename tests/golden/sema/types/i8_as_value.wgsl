// i8 and u8 are the experimental extension's types in a value position too.
fn f() {
  let x = i8;
}
