fn f() {
  let i = 0;
  i++;
}
