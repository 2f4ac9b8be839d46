fn f() {
  let k = 3;
  k();
}
