override o: i32;
fn f() {
  o++;
}
