fn f() {
  const a = 1;
  a++;
}
