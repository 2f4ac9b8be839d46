fn f() {
  for (;;) {}
}
