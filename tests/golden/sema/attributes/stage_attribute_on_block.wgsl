fn f() {
  @vertex {}
}
