fn f() {
  let mode = read_write;
}
