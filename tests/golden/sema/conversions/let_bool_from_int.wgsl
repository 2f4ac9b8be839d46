fn f() {
  let enabled: bool = 1;
}
