fn f(x: i32) {
  let p = &x;
}
