fn f(x: i32) {
  if (x > 0) {
    continue;
  }
}
