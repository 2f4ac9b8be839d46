fn f() {
  let a = array<i32, 3>(1, 2, 3);
  a[0] = 5;
}
