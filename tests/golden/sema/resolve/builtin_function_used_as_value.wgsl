fn f() {
  let m = max;
}
