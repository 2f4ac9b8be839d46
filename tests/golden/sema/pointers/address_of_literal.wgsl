fn f() {
  let p = &1.0;
}
