fn add_into(dst: ptr<function, i32>, src: ptr<function, i32>) {
  *dst += *src;
}
fn f() {
  var a = array<i32, 4>(1, 2, 3, 4);
  add_into(&a[0], &a[0]);
}
